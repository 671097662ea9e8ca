import { type CalendarDate, utcCalendarDate } from './calendar-date.ts';
import { calendarDateIn, midnightIn } from './time-zone-date.ts';

/** Birth dates are kept and read in this time zone (business-areas.md §3). */
export const birthDateTimeZone = 'Europe/London';

/** Birth-date pickers open on this year (foundation.md §5). */
export const birthDatePickerYear = 2000;

/**
 * A birth date as stored: midnight in Europe/London of the calendar day given (a date-only value at
 * UTC midnight, as `parseDateString` answers). Answers null for an invalid date.
 * @example toBirthDate(new Date('2000-06-15T00:00:00Z'))?.toISOString() // '2000-06-14T23:00:00.000Z'
 */
export function toBirthDate(date: Date): Date | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  return midnightIn(utcCalendarDate(date), birthDateTimeZone);
}

/**
 * The calendar day of a stored birth date, read in Europe/London.
 * @example birthDateParts(new Date('2000-06-14T23:00:00Z')) // { year: 2000, month: 6, day: 15 }
 */
export function birthDateParts(date: Date): CalendarDate {
  return calendarDateIn(date, birthDateTimeZone);
}
