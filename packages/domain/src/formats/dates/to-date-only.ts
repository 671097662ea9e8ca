import { utcDate } from './calendar-date.ts';
import { calendarDateIn } from './time-zone-date.ts';

/**
 * A date-only value as stored: UTC midnight of the calendar day the instant falls on in a time
 * zone (UTC unless told), so the day never shifts with the reader's zone (foundation.md §5).
 * Answers null for an invalid date.
 * @example toDateOnly(new Date('2024-06-15T22:30:00Z'), 'Europe/Paris')?.toISOString() // '2024-06-16T00:00:00.000Z'
 */
export function toDateOnly(date: Date, timeZone = 'UTC'): Date | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  const { year, month, day } = calendarDateIn(date, timeZone);
  return utcDate(year, month, day);
}
