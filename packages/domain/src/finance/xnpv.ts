import { cashflowTimes } from './cashflow-times.ts';
import type { DateInput } from './day-number.ts';
import { FinanceError } from './finance-error.ts';
import { noFiniteResult } from './no-finite-result.ts';

/**
 * The net present value of dated cashflows, as Excel's and Calc's XNPV: each value discounted
 * at the annual `rate` over (its date - the first date) / 365 years. Needs two values or more,
 * as Calc does (INVALID_CASHFLOWS).
 * @example xnpv(0.09, [-10_000, 2_750, 4_250, 3_250, 2_750], ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01']) // ≈ 2086.65
 */
export function xnpv(rate: number, values: readonly number[], dates: readonly DateInput[]): number {
  if (!Array.isArray(values) || values.length === 0)
    throw new FinanceError('INVALID_CASHFLOWS', ['no values']);
  // Calc refuses a single flow (Err:502) although it would be its own value: two or more, as it asks.
  if (values.length === 1) throw new FinanceError('INVALID_CASHFLOWS', ['XNPV needs two values or more']);
  const times = cashflowTimes(values, dates);
  const growth = 1 + rate;
  let value = 0;
  for (let k = 0; k < values.length; k++) value += (values[k] ?? 0) / growth ** (times[k] ?? 0);
  if (!Number.isFinite(value)) noFiniteResult('XNPV');
  return value;
}
