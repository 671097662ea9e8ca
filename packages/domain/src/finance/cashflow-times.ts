import { type DateInput, toDayNumber } from './day-number.ts';
import { FinanceError } from './finance-error.ts';

const DAYS_PER_YEAR = 365;

/**
 * The time of each cashflow in years of 365 days after the first one's date, as XIRR and XNPV
 * count it (the first date is the origin even when it is not the earliest).
 */
export function cashflowTimes(values: readonly number[], dates: readonly DateInput[]): Float64Array {
  if (!Array.isArray(dates) || dates.length !== values.length) {
    throw new FinanceError('INVALID_CASHFLOWS', [
      `${values.length} values for ${Array.isArray(dates) ? dates.length : 0} dates`,
    ]);
  }
  const times = new Float64Array(dates.length);
  const origin = toDayNumber(dates[0] ?? '', 'date 1');
  for (let k = 1; k < dates.length; k++) {
    times[k] = (toDayNumber(dates[k] ?? '', `date ${k + 1}`) - origin) / DAYS_PER_YEAR;
  }
  return times;
}
