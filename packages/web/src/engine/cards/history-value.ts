import type { FieldDefinition } from '@lessor/domain/fields';
import { formatAmount } from '@lessor/domain/formats';
import { cellText } from '../inline/cell-text.ts';

const numeric = new Set(['number', 'integer', 'currency', 'percentage', 'slider']);

/**
 * The value a history change stands for: the server keeps each as text (JSON for lists and
 * objects, entity-engine.md "Writes"), so numbers, flags, lists and objects are read back from it.
 * @example historyValue({ type: 'currency', label: 'Amount' }, '1200.5') // 1200.5
 */
export function historyValue(field: FieldDefinition | undefined, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const type = field?.type;
  if (type === 'list' || type === 'object' || type === 'checkbox' || type === 'switch' || field?.multiple) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (type && numeric.has(type) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

/**
 * A scalar value of a history as the user reads it: dates and date-times in the locale, amounts
 * in the record's currency, percentages from their fraction, choices by their label, flags as Yes
 * or No.
 * @example historyText({ type: 'percentage', label: 'Rate' }, 0.045, 'en-GB') // '4.5%'
 */
export function historyText(
  field: FieldDefinition | undefined,
  value: unknown,
  locale: string,
  currency: string | undefined,
): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field?.type === 'currency') return formatAmount(value, { locale, ...(currency ? { currency } : {}) });
  if (field?.type === 'integer') return String(value);
  return cellText(field, value, locale);
}
