import { formatDate, tryParseDateString } from '@lessor/domain/formats';

const asDate = (value: unknown): Date | null =>
  typeof value === 'string' ? tryParseDateString(value) : value instanceof Date ? value : null;

/**
 * A stored date as a date field shows it, in the locale's order; date-times add the time of day.
 * Stored dates are UTC (date-only values at midnight), so they are shown in UTC and never shift a day.
 * Text that is not a date (a typing mistake kept for its message) is shown as typed.
 * @example dateText('2024-06-15T00:00:00.000Z', 'date', 'fr-FR') // '15/06/2024'
 */
export function dateText(value: unknown, type: string, locale: string): string {
  const date = asDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  const day = formatDate(date, locale);
  return type === 'datetime' ? `${day} ${date.toISOString().slice(11, 16)}` : day;
}

/**
 * What a date field stores for typed text: ISO text (date-only values at UTC midnight), or the
 * text itself when it is no date, so that 'Invalid date' shows (foundation.md §5).
 * @example storedDate('15/06/2024', 'date', 'fr-FR') // '2024-06-15T00:00:00.000Z'
 */
export function storedDate(typed: string, type: string, locale: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const date = tryParseDateString(typed, { locale });
  if (!date) return typed;
  if (type === 'date') date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
}

/** The day a picker shows for a stored value: 'YYYY-MM-DD', or null. */
export function pickerDay(value: unknown): string | null {
  return asDate(value)?.toISOString().slice(0, 10) ?? null;
}

/** A day picked in the calendar, keeping the time of day a date-time already had. */
export function withPickedDay(day: string, previous: unknown, type: string): string {
  const time =
    type === 'datetime' ? (asDate(previous)?.toISOString().slice(10) ?? 'T00:00:00.000Z') : 'T00:00:00.000Z';
  return `${day}${time}`;
}
