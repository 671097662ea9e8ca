import { daysFromCivil } from './civil-date.ts';
import { FinanceError } from './finance-error.ts';

/**
 * A calendar date: a `Date` (its UTC day counts) or an ISO 8601 string such as `2024-02-29`.
 * @example const dates: DateInput[] = ['2024-02-29', new Date(Date.UTC(2024, 2, 1))];
 */
export type DateInput = Date | string;

const MS_PER_DAY = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string): number {
  const parts = DATE_ONLY.exec(text);
  if (!parts) return Math.floor(Date.parse(text) / MS_PER_DAY);
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const days = daysFromCivil(year, month, day);
  // Date.parse would roll 2024-02-30 over to 1 March: an impossible date is an error here.
  return month >= 1 && month <= 12 && day >= 1 && daysFromCivil(year, month + 1, 1) > days
    ? days
    : Number.NaN;
}

/**
 * Whole days since 1970-01-01 of a date; times of day are dropped, as spreadsheets truncate
 * dates in XIRR and XNPV. A date-only string counts as UTC midnight, like stored dates.
 * @example toDayNumber('1970-01-02') // 1
 */
export function toDayNumber(date: DateInput, label = 'date'): number {
  const days =
    typeof date === 'string'
      ? parseDay(date)
      : date instanceof Date
        ? Math.floor(date.getTime() / MS_PER_DAY)
        : Number.NaN;
  if (!Number.isFinite(days)) throw new FinanceError('INVALID_CASHFLOW_DATES', [`${label} ${String(date)}`]);
  return days;
}
