import { isMandatory } from '@lessor/domain/fields';
import { Textarea } from '@mantine/core';
import { useFormState } from './FormContext.tsx';
import type { FieldProps } from './field-props.ts';

/** Long text: grows with its content from one row (foundation.md §5). */
export function TextareaField({ field, path, value, onChange, owner, readOnly }: FieldProps) {
  const { errorFor } = useFormState();
  return (
    <Textarea
      id={path}
      label={field.label}
      autosize
      minRows={1}
      value={typeof value === 'string' ? value : ''}
      withAsterisk={isMandatory(field, owner)}
      readOnly={readOnly}
      error={errorFor(path)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
