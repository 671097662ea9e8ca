import { isMandatory } from '@lessor/domain/fields';
import { TextInput } from '@mantine/core';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';

const inputTypes: Record<string, string> = {
  email: 'email',
  phone: 'tel',
  password: 'password',
  date: 'date',
  datetime: 'datetime-local',
};

/** Text, e-mail, phone, IBAN, username, password, date and date-time fields. */
export function TextField({ field, path, value, onChange, owner, readOnly }: FieldProps) {
  const { errorFor } = useFormState();
  const text = typeof value === 'string' ? (field.type === 'date' ? value.slice(0, 10) : value) : '';
  return (
    <TextInput
      id={path}
      label={field.label}
      type={inputTypes[field.type] ?? 'text'}
      value={text}
      withAsterisk={isMandatory(field, owner)}
      readOnly={readOnly}
      error={errorFor(path)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
