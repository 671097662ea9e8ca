import { joinPhone, matchesSearchWords, parsePhone } from '@lessor/domain/formats';
import { Group, Input, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormLocale } from '../form/useFormLocale.ts';
import { callingCodes, isCountryCode } from './calling-codes.ts';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';
import { useOptionsWhileOpen } from './useOptionsWhileOpen.ts';
import { useTypedText } from './useTypedText.ts';

/**
 * A phone number: a calling-code picker and the local number, joined and stored without spaces
 * (+33612345678); a number that cannot be read is kept as typed, so 'Invalid format' shows.
 */
export function PhoneField(props: FieldProps) {
  const { value, onChange, id, readOnly, disabled } = props;
  const { t } = useTranslation();
  const locale = useFormLocale();
  const codes = useMemo(() => callingCodes(locale), [locale]);
  const names = useMemo(() => new Map(codes.map((entry) => [entry.value as string, entry.name])), [codes]);
  const parsed = parsePhone(value);
  const [chosen, setChosen] = useState(parsed?.country ?? 'FR');
  const country = parsed?.country ?? chosen;
  const code = codes.find((entry) => entry.value === country)?.code ?? '+33';
  const local = parsed ? parsed.formatNational() : typeof value === 'string' ? value : '';
  const { text, onType, onDone } = useTypedText(local);
  const { label, withAsterisk, error, description, onBlur } = useInputProps(props);
  const countries = useOptionsWhileOpen(codes, [country]);
  const store = (typed: string, callingCode: string) =>
    onChange(
      typed.trim() === ''
        ? undefined
        : typed.trim().startsWith('+')
          ? typed.replace(/\s+/g, '')
          : joinPhone(callingCode, typed),
    );
  return (
    <Input.Wrapper id={id} label={label} withAsterisk={withAsterisk} error={error} description={description}>
      <Group gap={4} wrap="nowrap">
        <Select
          aria-label={t('Calling code')}
          {...countries}
          value={country}
          searchable
          w={110}
          comboboxProps={{ width: 240 }}
          readOnly={readOnly}
          disabled={disabled}
          allowDeselect={false}
          error={Boolean(error)}
          renderOption={({ option }) => names.get(option.value) ?? option.label}
          filter={({ options, search }) =>
            options.filter(
              (option) => 'value' in option && matchesSearchWords(names.get(option.value), search),
            )
          }
          onChange={(next) => {
            if (!isCountryCode(next)) return;
            setChosen(next);
            const nextCode = codes.find((entry) => entry.value === next)?.code ?? code;
            if (text.trim() !== '') store(text, nextCode);
          }}
        />
        <TextInput
          id={id}
          flex={1}
          type="tel"
          autoComplete="tel-national"
          value={text}
          readOnly={readOnly}
          disabled={disabled}
          error={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onType(event.currentTarget.value);
            store(event.currentTarget.value, code);
          }}
          onBlur={() => {
            onDone();
            onBlur();
          }}
        />
      </Group>
    </Input.Wrapper>
  );
}
