import { forceCase } from '@lessor/domain/validation';
import { TextInput } from '@mantine/core';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** Text and username fields; a field may force upper or lower case. */
export function TextField(props: FieldProps) {
  const { field, value, onChange } = props;
  return (
    <TextInput
      {...useInputProps(props)}
      autoComplete={field.type === 'username' ? 'username' : 'off'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(forceCase(event.currentTarget.value, field.forceCase))}
    />
  );
}
