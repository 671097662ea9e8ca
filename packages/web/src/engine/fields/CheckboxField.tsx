import { Checkbox, Switch } from '@mantine/core';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';

/** Checkboxes and switches: a value of true or false. */
export function CheckboxField({ field, path, value, onChange, readOnly }: FieldProps) {
  const { errorFor } = useFormState();
  const Control = field.type === 'switch' ? Switch : Checkbox;
  return (
    <Control
      id={path}
      label={field.label}
      checked={value === true}
      disabled={readOnly}
      error={errorFor(path)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mt="lg"
    />
  );
}
