import { formatIban, normalizeIban } from '@lessor/domain/formats';
import { TextInput } from '@mantine/core';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** An IBAN shown in groups of four and stored without spaces, upper case (foundation.md §5). */
export function IbanField(props: FieldProps) {
  const { value, onChange } = props;
  return (
    <TextInput
      {...useInputProps(props)}
      autoComplete="off"
      spellCheck={false}
      value={typeof value === 'string' ? formatIban(value) : ''}
      onChange={(event) => {
        const iban = normalizeIban(event.currentTarget.value);
        onChange(iban === '' ? undefined : iban);
      }}
    />
  );
}
