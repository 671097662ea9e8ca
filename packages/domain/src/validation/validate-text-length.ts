import { fieldMessages } from '../fields/field-messages.ts';
import type { FieldRules } from './field-rules.ts';

/**
 * Text, password and textarea: the trimmed length against min and max ('Length must be ≥ n',
 * 'Length must be ≤ n'). A value that is not text is an invalid format.
 * @example validateTextLength(' ab ', { min: 3 }) // 'Length must be ≥ 3'
 */
export function validateTextLength(
  value: unknown,
  field: Pick<FieldRules, 'min' | 'max'>,
): string | undefined {
  if (typeof value !== 'string') return fieldMessages.invalidFormat();
  const length = Array.from(value.trim()).length;
  if (typeof field.min === 'number' && length < field.min) return fieldMessages.tooShort(field.min);
  if (typeof field.max === 'number' && length > field.max) return fieldMessages.tooLong(field.max);
  return undefined;
}
