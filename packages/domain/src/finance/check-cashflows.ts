import { FinanceError } from './finance-error.ts';

/**
 * Rejects cashflows that cannot have a rate of return: an empty or non-numeric list, or one
 * without both an outflow and an inflow (Excel and Calc answer #NUM! there).
 */
export function checkCashflows(values: readonly number[]): void {
  if (!Array.isArray(values) || values.length === 0) {
    throw new FinanceError('INVALID_CASHFLOWS', ['no values']);
  }
  let positive = false;
  let negative = false;
  for (let k = 0; k < values.length; k++) {
    const value = values[k];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new FinanceError('INVALID_CASHFLOWS', [`value ${k + 1} is ${String(value)}`]);
    }
    if (value > 0) positive = true;
    else if (value < 0) negative = true;
  }
  if (!negative) {
    if (positive) throw new FinanceError('ALL_CASHFLOWS_POSITIVE');
    throw new FinanceError('INVALID_CASHFLOWS', ['all values are zero']);
  }
  if (!positive) throw new FinanceError('ALL_CASHFLOWS_NEGATIVE');
}
