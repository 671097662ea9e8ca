import { Checkbox, Switch } from '@mantine/core';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/** Checkboxes and switches: true or false. Read-only shows the state without letting it change. */
export function CheckboxField(props: FieldProps) {
  const { field, value, onChange, readOnly } = props;
  const { id, label, error, description, disabled, onBlur } = useInputProps(props);
  const Control = field.type === 'switch' ? Switch : Checkbox;
  return (
    <Control
      id={id}
      label={label}
      error={error}
      description={description}
      checked={value === true}
      disabled={disabled || readOnly}
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mt="lg"
    />
  );
}
