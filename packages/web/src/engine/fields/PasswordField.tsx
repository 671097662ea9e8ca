import { PasswordInput } from '@mantine/core';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** A secret: hidden as typed, with a button that shows it. */
export function PasswordField(props: FieldProps) {
  const { value, onChange } = props;
  return (
    <PasswordInput
      {...useInputProps(props)}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
