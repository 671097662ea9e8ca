import {
  formatDate,
  formatDateTime,
  instantIn,
  tryParseDateString,
  utcDate,
  wallClockIn,
} from '@lessor/domain/formats';

const asDate = (value: unknown): Date | null =>
  typeof value === 'string' ? tryParseDateString(value) : value instanceof Date ? value : null;

// Text naming its own offset ('2024-06-15T14:30:00Z', '...+02:00') is an instant already.
const withOffset = /(?:z|[+-]\d{2}:?\d{2})$/i;

/**
 * A stored date as a date field shows it, in the locale's order. A date alone is a UTC day (stored
 * at UTC midnight) and never shifts; a date-time is an instant, shown on the wall clock of the
 * user's time zone. Text that is not a date (a typing mistake kept for its message) shows as typed.
 * @example dateText('2024-06-15T00:00:00.000Z', 'date', 'fr-FR', 'Europe/Paris') // '15/06/2024'
 * @example dateText('2024-06-15T12:30:00.000Z', 'datetime', 'fr-FR', 'Europe/Paris') // '15/06/2024 14:30'
 */
export function dateText(value: unknown, type: string, locale: string, timeZone: string): string {
  const date = asDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return type === 'datetime' ? formatDateTime(date, locale, { timeZone }) : formatDate(date, locale);
}

/**
 * What a date field stores for typed text: ISO text (a date alone at UTC midnight, a date-time as
 * the instant its wall-clock time is in the user's zone), or the text itself when it is no date, so
 * that 'Invalid date' shows (foundation.md §5).
 * @example storedDate('15/06/2024', 'date', 'fr-FR', 'Europe/Paris') // '2024-06-15T00:00:00.000Z'
 * @example storedDate('15/06/2024 14:30', 'datetime', 'fr-FR', 'Europe/Paris') // '2024-06-15T12:30:00.000Z'
 */
export function storedDate(
  typed: string,
  type: string,
  locale: string,
  timeZone: string,
): string | undefined {
  if (typed.trim() === '') return undefined;
  const date = tryParseDateString(typed, { locale });
  if (!date) return typed;
  if (type === 'date') {
    date.setUTCHours(0, 0, 0, 0);
    return date.toISOString();
  }
  if (withOffset.test(typed.trim())) return date.toISOString();
  // The parser reads a time without offset as UTC: those are the wall-clock figures typed.
  return instantIn(wallClockIn(date, 'UTC'), timeZone).toISOString();
}

/** The day a picker shows for a stored value, 'YYYY-MM-DD' (in the user's zone for a date-time), or null. */
export function pickerDay(value: unknown, type: string, timeZone: string): string | null {
  const date = asDate(value);
  if (!date) return null;
  if (type !== 'datetime') return date.toISOString().slice(0, 10);
  const { year, month, day } = wallClockIn(date, timeZone);
  return utcDate(year, month, day)?.toISOString().slice(0, 10) ?? null;
}

/** A day picked in the calendar, keeping the time of day a date-time already showed. */
export function withPickedDay(day: string, previous: unknown, type: string, timeZone: string): string {
  if (type !== 'datetime') return `${day}T00:00:00.000Z`;
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const before = asDate(previous);
  const time = before ? wallClockIn(before, timeZone) : { hour: 0, minute: 0, second: 0 };
  const { hour, minute, second } = time;
  return instantIn({ year, month, day: dayOfMonth, hour, minute, second }, timeZone).toISOString();
}
