import { isMandatory } from '@lessor/domain/fields';
import { NumberInput } from '@mantine/core';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';

/** Numbers, integers, amounts and percentages. */
export function NumberField({ field, path, value, onChange, owner, readOnly }: FieldProps) {
  const { errorFor } = useFormState();
  return (
    <NumberInput
      id={path}
      label={field.label}
      value={typeof value === 'number' ? value : ''}
      allowDecimal={field.type !== 'integer'}
      thousandSeparator=" "
      {...(field.min !== undefined ? { min: field.min } : {})}
      {...(field.max !== undefined ? { max: field.max } : {})}
      withAsterisk={isMandatory(field, owner)}
      readOnly={readOnly}
      error={errorFor(path)}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}
