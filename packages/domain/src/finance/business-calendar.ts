import { invalidArgument } from './check-argument.ts';
import { formatDay, weekday } from './civil-date.ts';
import { type DateInput, toDayNumber } from './day-number.ts';
import { FinanceError } from './finance-error.ts';

/**
 * Days on which nothing falls due: week-end days (0 Sunday to 6 Saturday) and holidays.
 * @example const calendar: BusinessCalendar = { weekEndDays: [0, 6], holidays: ['2025-12-25'] };
 */
export interface BusinessCalendar {
  weekEndDays?: readonly number[];
  holidays?: readonly DateInput[];
}

/** The specification's bound on a date search (foundation §8 and §9). */
const MAX_CALENDAR_TRIES = 1000;

/** Tells whether a day number is a business day; holidays are read once. */
export function businessDayTest(calendar: BusinessCalendar | undefined): (day: number) => boolean {
  const weekEnd = new Set(calendar?.weekEndDays ?? []);
  for (const day of weekEnd)
    if (!Number.isInteger(day) || day < 0 || day > 6) invalidArgument('weekEndDays', day);
  const holidays = new Set((calendar?.holidays ?? []).map((holiday) => toDayNumber(holiday, 'holiday')));
  if (weekEnd.size === 0 && holidays.size === 0) return () => true;
  return (day) => !weekEnd.has(weekday(day)) && !holidays.has(day);
}

/** The day itself when it is a business day, else the next one; NO_VALID_CALENDAR_DATE after 1000 tries. */
export function nextBusinessDayNumber(day: number, isBusinessDay: (day: number) => boolean): number {
  for (let tries = 0; tries < MAX_CALENDAR_TRIES; tries++) {
    if (isBusinessDay(day + tries)) return day + tries;
  }
  throw new FinanceError('NO_VALID_CALENDAR_DATE', [formatDay(day)]);
}

/**
 * The date itself when it is a business day, else the next business day, as an ISO date.
 * Throws NO_VALID_CALENDAR_DATE when none comes within 1000 days (a calendar without business days).
 * @example nextBusinessDay('2024-12-25', { weekEndDays: [0, 6], holidays: ['2024-12-25'] }) // '2024-12-26'
 */
export function nextBusinessDay(date: DateInput, calendar: BusinessCalendar): string {
  return formatDay(nextBusinessDayNumber(toDayNumber(date), businessDayTest(calendar)));
}
