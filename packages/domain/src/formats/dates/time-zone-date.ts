import type { CalendarDate } from './calendar-date.ts';

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(date: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/**
 * The calendar date an instant falls on in a time zone.
 * @example calendarDateIn(new Date('2000-06-14T23:30:00Z'), 'Europe/London') // { year: 2000, month: 6, day: 15 }
 */
export function calendarDateIn(date: Date, timeZone: string): CalendarDate {
  const { year = 0, month = 0, day = 0 } = wallClock(date, timeZone);
  return { year, month, day };
}

/** Milliseconds a time zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const {
    year = 0,
    month = 1,
    day = 1,
    hour = 0,
    minute = 0,
    second = 0,
  } = wallClock(new Date(instant), timeZone);
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  asUtc.setUTCFullYear(year);
  return asUtc.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a calendar date starts in a time zone (its midnight there).
 * @example midnightIn({ year: 2000, month: 6, day: 15 }, 'Europe/London').toISOString() // '2000-06-14T23:00:00.000Z'
 */
export function midnightIn({ year, month, day }: CalendarDate, timeZone: string): Date {
  const utc = new Date(Date.UTC(year, month - 1, day));
  utc.setUTCFullYear(year);
  const guess = utc.getTime() - zoneOffset(utc.getTime(), timeZone);
  // A second pass settles dates whose offset differs on either side of the guess (daylight saving).
  return new Date(utc.getTime() - zoneOffset(guess, timeZone));
}
