import { type Address, normalizeAddress } from '@lessor/domain/formats';
import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressSearch } from './AddressSearch.tsx';

/** The lines of an address a person types; the provider's detail may fill the others. */
const lines = [
  { key: 'address1', label: 'Address line 1', span: 12 },
  { key: 'address2', label: 'Address line 2', span: 12 },
  { key: 'zipcode', label: 'Postcode', span: 4 },
  { key: 'city', label: 'City', span: 8 },
  { key: 'state', label: 'State', span: 6 },
  { key: 'country', label: 'Country', span: 6 },
] as const;

interface Props {
  /** Prefix of the inputs' ids. */
  id: string;
  value: Address;
  onChange(address: Address): void;
  onBlur?(): void;
  readOnly?: boolean;
  disabled?: boolean;
}

/**
 * One address: a search through the address provider, then its lines. A chosen suggestion
 * replaces the lines with the provider's detail, normalised (empty lines null).
 */
export function AddressForm({ id, value, onChange, onBlur, readOnly = false, disabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <Grid gap="xs">
      {!readOnly && (
        <Grid.Col span={12}>
          <AddressSearch
            id={`${id}-search`}
            disabled={disabled}
            onChoose={(found) => onChange(normalizeAddress({ ...value, ...found }))}
          />
        </Grid.Col>
      )}
      {lines.map((line) => (
        <Grid.Col key={line.key} span={{ base: 12, sm: line.span }}>
          <TextInput
            id={`${id}-${line.key}`}
            label={t(line.label)}
            value={typeof value[line.key] === 'string' ? (value[line.key] as string) : ''}
            readOnly={readOnly}
            disabled={disabled}
            onBlur={onBlur}
            onChange={(event) => onChange({ ...value, [line.key]: event.currentTarget.value })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}
