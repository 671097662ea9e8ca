import { cashflowTimes } from './cashflow-times.ts';
import { checkCashflows } from './check-cashflows.ts';
import type { DateInput } from './day-number.ts';
import { FinanceError } from './finance-error.ts';
import { findRateRoot, startsNear } from './find-rate-root.ts';
import type { ValueAndSlope } from './newton.ts';

/**
 * The annual internal rate of return of dated cashflows, as Excel's and Calc's XIRR: the rate at
 * which their XNPV is zero, over years of 365 days from the first date. Starts like Calc (Newton's
 * method from `guess`, default 10 %), then tries Calc's starting points from -99 % to 99 %, the
 * nearest to the guess first, then a bracketing search. Throws INVALID_CASHFLOWS, INVALID_CASHFLOW_DATES, ALL_TRANSACTIONS_SAME_DAY,
 * ALL_CASHFLOWS_POSITIVE, ALL_CASHFLOWS_NEGATIVE or NO_CONVERGENCE.
 * @example xirr([-10_000, 2_750, 4_250, 3_250, 2_750], ['2008-01-01', '2008-03-01', '2008-10-30', '2009-02-15', '2009-04-01']) // ≈ 0.373363
 */
export function xirr(values: readonly number[], dates: readonly DateInput[], guess = 0.1): number {
  checkCashflows(values);
  const times = cashflowTimes(values, dates);
  if (times.every((time) => time === 0)) throw new FinanceError('ALL_TRANSACTIONS_SAME_DAY');
  const count = values.length;
  const flows = Float64Array.from(values);
  // One exponential per flow: (1 + x)^-t = exp(-t log1p(x)).
  const evaluate = (rate: number, out: ValueAndSlope) => {
    const logGrowth = Math.log1p(rate);
    let value = 0;
    let weighted = 0;
    for (let k = 0; k < count; k++) {
      const time = times[k] ?? 0;
      const term = (flows[k] ?? 0) * Math.exp(-time * logGrowth);
      value += term;
      weighted += time * term;
    }
    out.value = value;
    out.slope = -weighted / (1 + rate);
  };
  const magnitude = (rate: number) => {
    const logGrowth = Math.log1p(rate);
    let sum = 0;
    for (let k = 0; k < count; k++) sum += Math.abs(flows[k] ?? 0) * Math.exp(-(times[k] ?? 0) * logGrowth);
    return sum;
  };
  return findRateRoot({
    name: 'XIRR',
    evaluate,
    magnitude,
    start: guess,
    stop: { maxIterations: 50, stepTolerance: 1e-10, valueTolerance: 1e-10 },
    retries: () => startsNear(guess),
  });
}
