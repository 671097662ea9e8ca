import { localeInfo } from '../locales/resolve-locale.ts';
import { addDays, addMonths, utcMidnight } from './calendar-date.ts';

export interface RelativeDateOptions {
  now?: Date;
  /** Decides the first day of a week. */
  locale?: string;
}

type Unit = 'day' | 'week' | 'month' | 'quarter' | 'year';

const units: Readonly<Record<string, Unit>> = {
  day: 'day',
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  year: 'year',
};
const simple: Readonly<Record<string, number>> = { today: 0, yesterday: -1, tomorrow: 1 };
const shift = /^(?:(in) )?(a|an|one|\d{1,4}) (day|week|month|quarter|year)s?(?: (ago))?$/;
const boundary = /^(first|last) day of (?:(this|the|last|previous|next) )?(week|month|quarter|year)$/;

/**
 * A named relative date, at UTC midnight: today, yesterday, tomorrow, 'a week ago', 'in 3 months',
 * '2 years ago', 'first day of month', 'last day of next quarter', 'first day of last year', ...
 * Answers null for any other text.
 * @example parseRelativeDate('first day of month', { now: new Date('2024-06-15') })?.toISOString()
 *   // '2024-06-01T00:00:00.000Z'
 */
export function parseRelativeDate(text: string, options: RelativeDateOptions = {}): Date | null {
  const phrase = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const today = utcMidnight(options.now ?? new Date());
  if (Number.isNaN(today.getTime())) return null;
  const days = ownValue(simple, phrase);
  if (days !== undefined) return addDays(today, days);
  const shifted = shift.exec(phrase);
  const shiftUnit = ownValue(units, shifted?.[3] ?? '');
  // Either 'in 3 days' or '3 days ago', not both nor neither.
  if (shifted?.[2] && shiftUnit && Boolean(shifted[1]) !== Boolean(shifted[4])) {
    const count = /\d/.test(shifted[2]) ? Number(shifted[2]) : 1;
    return move(today, shiftUnit, shifted[4] ? -count : count);
  }
  const bounded = boundary.exec(phrase);
  const unit = ownValue(units, bounded?.[3] ?? '');
  if (bounded?.[1] && unit) {
    const offset = bounded[2] === 'next' ? 1 : bounded[2] === 'last' || bounded[2] === 'previous' ? -1 : 0;
    const start = move(startOf(today, unit, localeInfo(options.locale).firstDayOfWeek), unit, offset);
    return bounded[1] === 'first' ? start : addDays(move(start, unit, 1), -1);
  }
  return null;
}

/** A word's entry, never one inherited from Object (`__proto__`, `constructor`, ...), whatever was typed. */
function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function move(date: Date, unit: Unit, count: number): Date {
  if (unit === 'day') return addDays(date, count);
  if (unit === 'week') return addDays(date, 7 * count);
  return addMonths(date, count * (unit === 'month' ? 1 : unit === 'quarter' ? 3 : 12));
}

function startOf(date: Date, unit: Unit, firstDayOfWeek: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (unit === 'week') return addDays(date, -((date.getUTCDay() - firstDayOfWeek + 7) % 7));
  if (unit === 'month') return new Date(Date.UTC(year, month, 1));
  if (unit === 'quarter') return new Date(Date.UTC(year, month - (month % 3), 1));
  if (unit === 'year') return new Date(Date.UTC(year, 0, 1));
  return date;
}
