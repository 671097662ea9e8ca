import { cashflowTimes } from './cashflow-times.ts';
import { invalidArgument } from './check-argument.ts';
import { checkCashflows } from './check-cashflows.ts';
import type { DateInput } from './day-number.ts';
import { FinanceError } from './finance-error.ts';
import type { ValueAndSlope } from './newton.ts';
import { newtonFromCalcStarts } from './newton-from-calc-starts.ts';

// A rate is answered only when the value left there is rounding noise beside the flows' size.
const ACCEPTED_REMAINDER = 1e-9;

/**
 * The annual internal rate of return of dated cashflows, as Excel's and Calc's XIRR: the rate at
 * which their XNPV is zero, over years of 365 days from the first date. Follows LibreOffice
 * Calc's search step for step (Newton's method from `guess`, default 10 %, then from -99 %,
 * -98 %, ... 99 % in that order), so that it answers the same root when the flows change sign
 * several times, and gives up where Calc does (a loss so close to -100 % that every start
 * overshoots past it). A rate where Calc's iteration stops without zeroing the value, or at or
 * below -100 %, is never answered: NO_CONVERGENCE. Also throws INVALID_CASHFLOWS,
 * INVALID_CASHFLOW_DATES, ALL_TRANSACTIONS_SAME_DAY, ALL_CASHFLOWS_POSITIVE,
 * ALL_CASHFLOWS_NEGATIVE, and INVALID_FIELD_VALUE for a guess at or below -100 %.
 * @example xirr([-10_000, 2_750, 4_250, 3_250, 2_750], ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01']) // ≈ 0.373363
 */
export function xirr(values: readonly number[], dates: readonly DateInput[], guess = 0.1): number {
  checkCashflows(values);
  const times = cashflowTimes(values, dates);
  if (times.every((time) => time === 0)) throw new FinanceError('ALL_TRANSACTIONS_SAME_DAY');
  if (!(guess > -1)) invalidArgument('guess', guess);
  const count = values.length;
  const flows = Float64Array.from(values);
  // Calc's own terms, v / (1 + x)^t with pow: where every t is a whole number of years its
  // iteration may pass below -100 % and come back, and this one must follow it there.
  const evaluate = (rate: number, out: ValueAndSlope) => {
    const growth = 1 + rate;
    let value = flows[0] ?? 0;
    let slope = 0;
    for (let k = 1; k < count; k++) {
      const time = times[k] ?? 0;
      const flow = flows[k] ?? 0;
      value += flow / growth ** time;
      slope -= (time * flow) / growth ** (time + 1);
    }
    out.value = value;
    out.slope = slope;
  };
  const rate = newtonFromCalcStarts(evaluate, guess);
  if (!isRoot(rate, flows, times)) {
    throw new FinanceError('NO_CONVERGENCE', ['XIRR found no rate above -100 % that zeroes the value']);
  }
  return rate;
}

function isRoot(rate: number, flows: Float64Array, times: Float64Array): boolean {
  if (!(rate > -1) || !Number.isFinite(rate)) return false;
  let value = 0;
  let size = 0;
  for (let k = 0; k < flows.length; k++) {
    const term = (flows[k] ?? 0) / (1 + rate) ** (times[k] ?? 0);
    value += term;
    size += Math.abs(term);
  }
  return Math.abs(value) <= ACCEPTED_REMAINDER * size;
}
