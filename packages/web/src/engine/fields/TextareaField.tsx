import { fieldDefaults } from '@lessor/domain/formats';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './field-props.ts';
import { useInputProps } from './useInputProps.ts';

/**
 * Long text, growing with its content from one row; with a length limit, a counter shows the
 * length over the maximum and the minimum (foundation.md §5: 'length/max (Min: n)').
 */
export function TextareaField(props: FieldProps) {
  const { field, value, onChange } = props;
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const counter = lengthCounter(text.trim().length, field.min, field.max);
  return (
    <Textarea
      {...useInputProps(props)}
      autosize
      minRows={fieldDefaults.textarea.minRows}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...(counter ? { inputWrapperOrder: ['label', 'input', 'description', 'error'] } : {})}
      description={
        counter
          ? `${counter.length}${counter.min ? ` (${t('Min: {{min}}', counter)})` : ''}`
          : props.field.warning
      }
    />
  );
}

function lengthCounter(length: number, min: unknown, max: unknown) {
  const minimum = typeof min === 'number' ? min : undefined;
  const maximum = typeof max === 'number' ? max : undefined;
  if (minimum === undefined && maximum === undefined) return undefined;
  return {
    length: maximum === undefined ? String(length) : `${length}/${maximum}`,
    ...(minimum !== undefined ? { min: minimum } : {}),
  };
}
