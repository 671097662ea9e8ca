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

/** A calendar date and a time of day, as a wall clock in some zone shows them. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/**
 * The date and time an instant shows on the wall clocks of a time zone.
 * @example wallClockIn(new Date('2024-06-15T12:30:00Z'), 'Europe/Paris') // { year: 2024, month: 6, day: 15, hour: 14, minute: 30, second: 0 }
 */
export function wallClockIn(date: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/**
 * The calendar date an instant falls on in a time zone.
 * @example calendarDateIn(new Date('2000-06-14T23:30:00Z'), 'Europe/London') // { year: 2000, month: 6, day: 15 }
 */
export function calendarDateIn(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClockIn(date, timeZone);
  return { year, month, day };
}

/** Milliseconds a time zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClockIn(new Date(instant), timeZone);
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  asUtc.setUTCFullYear(year);
  return asUtc.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a calendar date starts in a time zone (its midnight there).
 * @example midnightIn({ year: 2000, month: 6, day: 15 }, 'Europe/London').toISOString() // '2000-06-14T23:00:00.000Z'
 */
export function midnightIn(date: CalendarDate, timeZone: string): Date {
  return instantIn({ ...date, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * The instant the wall clocks of a time zone show a date and time.
 * @example instantIn({ year: 2024, month: 6, day: 15, hour: 14, minute: 30, second: 0 }, 'Europe/Paris').toISOString() // '2024-06-15T12:30:00.000Z'
 */
export function instantIn(clock: WallClock, timeZone: string): Date {
  const { year, month, day, hour, minute, second } = clock;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  utc.setUTCFullYear(year);
  const guess = utc.getTime() - zoneOffset(utc.getTime(), timeZone);
  // A second pass settles times whose offset differs on either side of the guess (daylight saving).
  return new Date(utc.getTime() - zoneOffset(guess, timeZone));
}
