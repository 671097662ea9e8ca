import type { BusinessCalendar } from './business-calendar.ts';
import { invalidArgument } from './check-argument.ts';
import { daysFromCivil, formatDay } from './civil-date.ts';

/**
 * A business calendar known by its code: its week-end days and the rule of its holidays, which
 * moves with Easter and so is computed for each year rather than listed.
 * @example holidayCalendars.map((calendar) => calendar.code) // ['TARGET', 'FR']
 */
export interface HolidayCalendar {
  code: string;
  label: string;
  weekEndDays: readonly number[];
  /** The holidays of a year, as day numbers, in date order, each once. */
  holidaysOf(year: number): number[];
}

/**
 * Easter Sunday of a Gregorian year as a day number (the anonymous Gregorian computus, valid from
 * 1583 on, the first full year of the Gregorian calendar).
 */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return daysFromCivil(year, month, day);
}

const fixed = (year: number, monthDays: readonly (readonly [number, number])[]) =>
  monthDays.map(([month, day]) => daysFromCivil(year, month, day));

/**
 * The calendars the product ships: TARGET, on which euro payments (SEPA transfers and direct
 * debits) settle, and France's public holidays, the days its banks and courts close.
 */
export const holidayCalendars: readonly HolidayCalendar[] = [
  {
    code: 'TARGET',
    label: 'TARGET (euro payments)',
    weekEndDays: [0, 6],
    holidaysOf: (year) => {
      const easter = easterSunday(year);
      const [newYear, labourDay, christmas, boxingDay] = fixed(year, [
        [1, 1],
        [5, 1],
        [12, 25],
        [12, 26],
      ]) as [number, number, number, number];
      return [newYear, easter - 2, easter + 1, labourDay, christmas, boxingDay];
    },
  },
  {
    code: 'FR',
    label: 'France',
    weekEndDays: [0, 6],
    holidaysOf: (year) => {
      const easter = easterSunday(year);
      // Easter Monday, Ascension Thursday and Whit Monday move with Easter.
      const moving = [easter + 1, easter + 39, easter + 50];
      const days = fixed(year, [
        [1, 1],
        [5, 1],
        [5, 8],
        [7, 14],
        [8, 15],
        [11, 1],
        [11, 11],
        [12, 25],
      ]);
      // Ascension falls on 1 or 8 May some years (2008): the day is counted once.
      return [...new Set([...days, ...moving])].sort((left, right) => left - right);
    },
  },
];

/** Years the computus holds for, and no further than a date of four digits. */
const firstYear = 1583;
const lastYear = 9999;

/**
 * A calendar with its holidays of the years asked, as the payment plan takes it (`calendar`).
 * @example businessCalendarOf(holidayCalendars[0], [2025]).holidays?.[1] // '2025-04-18'
 */
export function businessCalendarOf(
  calendar: HolidayCalendar,
  years: readonly number[],
): BusinessCalendar & { weekEndDays: readonly number[]; holidays: string[] } {
  for (const year of years)
    if (!Number.isInteger(year) || year < firstYear || year > lastYear) invalidArgument('year', year);
  const holidays = [...new Set(years)]
    .sort((left, right) => left - right)
    .flatMap((year) => calendar.holidaysOf(year).map(formatDay));
  return { weekEndDays: calendar.weekEndDays, holidays };
}
