import type { Address } from '@lessor/domain/formats';
import { Fieldset, Text } from '@mantine/core';
import { AddressForm } from './AddressForm.tsx';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

const asAddress = (value: unknown): Address =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Address) : {};

/** An address held in one field: its lines, and a search through the tenant's address provider. */
export function AddressField(props: FieldProps) {
  const { value, onChange, readOnly } = props;
  const { id, label, error, disabled, onBlur } = useInputProps(props);
  return (
    <Fieldset legend={label} disabled={disabled}>
      <AddressForm id={id} value={asAddress(value)} onChange={onChange} onBlur={onBlur} readOnly={readOnly} />
      {error && (
        <Text c="red" size="sm" mt="xs" id={`${id}-error`}>
          {error}
        </Text>
      )}
    </Fieldset>
  );
}
