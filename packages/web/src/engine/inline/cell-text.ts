import type { FieldOption } from '@lessor/domain/fields';
import { formatDate, formatDateTime, formatNumber, formatPercentage } from '@lessor/domain/formats';
import { browserTimeZone } from '../../api/api-client.ts';

/**
 * A value as a card's table shows it: dates in the locale's order (date-times on the browser's
 * clock), amounts with 2 decimals,
 * percentages from their fraction, a choice by its label, flags as Yes or No.
 * @example cellText({ type: 'percentage', label: 'Rate' }, 0.035, 'fr-FR') // '3,5 %'
 */
export function cellText(
  field: { type: string; options?: readonly FieldOption[] } | undefined,
  value: unknown,
  locale: string,
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field?.type) {
    case 'date':
      return formatDate(new Date(String(value)), locale);
    case 'datetime':
      return formatDateTime(new Date(String(value)), locale, { timeZone: browserTimeZone });
    case 'currency':
    case 'number':
      return formatNumber(value, { locale });
    case 'percentage':
      return formatPercentage(value, { locale });
    case 'checkbox':
    case 'switch':
      return value === true ? 'Yes' : 'No';
    default:
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return field?.options?.find((option) => option.value === value)?.label ?? String(value);
  }
}
