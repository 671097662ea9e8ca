import { fieldMessages } from '../fields/field-messages.ts';
import { formatDate } from '../formats/dates/format-date.ts';
import { tryParseDateString } from '../formats/dates/parse-date-string.ts';
import { type FieldRules, labelOf, type ValidationContext } from './field-rules.ts';

/**
 * Date and datetime: a Date, or text `parseDateString` reads in the locale ('Invalid date'), then
 * min and max shown in the locale's format ('Start date must be ≥ 01/01/2024').
 * @example validateDate('31/02/2024', { label: 'Start date' }, { locale: 'fr-FR' }) // 'Invalid date'
 */
export function validateDate(
  value: unknown,
  field: Pick<FieldRules, 'label' | 'min' | 'max'>,
  context: ValidationContext = {},
): string | undefined {
  const date = toDate(value, context.locale);
  if (!date) return fieldMessages.invalidDate();
  const min = toDate(field.min, context.locale);
  const max = toDate(field.max, context.locale);
  if (min && date < min) return fieldMessages.belowMin(labelOf(field), formatDate(min, context.locale));
  if (max && date > max) return fieldMessages.aboveMax(labelOf(field), formatDate(max, context.locale));
  return undefined;
}

function toDate(value: unknown, locale: string | undefined): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  return tryParseDateString(value, { locale }) ?? undefined;
}
