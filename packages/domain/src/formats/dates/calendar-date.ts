/** A day of the calendar, month 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const millisecondsPerDay = 86_400_000;

/**
 * The instant of a calendar date and time read as UTC, or null when the date does not exist (31 February).
 * @example utcDate(2024, 2, 29)?.toISOString() // '2024-02-29T00:00:00.000Z'
 * @example utcDate(2023, 2, 29) // null
 */
export function utcDate(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date | null {
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // Date.UTC maps years 0 to 99 to 1900 to 1999; setting the year again keeps them as typed.
  if (year >= 0 && year < 100) date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && !Number.isNaN(date.getTime()) ? date : null;
}

/** The UTC calendar date of an instant. */
export function utcCalendarDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** UTC midnight of the day an instant falls on, in UTC. */
export function utcMidnight(date: Date): Date {
  return new Date(Math.floor(date.getTime() / millisecondsPerDay) * millisecondsPerDay);
}

/** Adds days to a date, in UTC. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * millisecondsPerDay);
}

/** Adds calendar months to a UTC-midnight date; the day is clamped to the target month's last day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}
