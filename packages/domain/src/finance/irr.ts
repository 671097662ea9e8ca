import { checkCashflows } from './check-cashflows.ts';
import { findRateRoot, startsNear } from './find-rate-root.ts';
import type { ValueAndSlope } from './newton.ts';

/**
 * The internal rate of return of cashflows at regular periods, as Excel's and Calc's IRR:
 * the rate at which their net present value is zero. Starts like the spreadsheets (Newton's
 * method from `guess`, default 10 %, but going on where Calc stops after 20 steps), so the same
 * root comes out when there are several, then tries starting points from the nearest to the guess
 * outwards and a bracketing search before it gives up.
 * Throws ALL_CASHFLOWS_POSITIVE, ALL_CASHFLOWS_NEGATIVE, INVALID_CASHFLOWS or NO_CONVERGENCE.
 * @example irr([-70_000, 12_000, 15_000, 18_000, 21_000, 26_000]) // ≈ 0.0866309
 */
export function irr(values: readonly number[], guess = 0.1): number {
  checkCashflows(values);
  const last = values.length - 1;
  // f(x) = sum of v[k] d^k with d = 1 / (1 + x), by Horner's scheme along with its derivative.
  const evaluate = (rate: number, out: ValueAndSlope) => {
    const discount = 1 / (1 + rate);
    let value = 0;
    let derivative = 0;
    for (let k = last; k >= 0; k--) {
      derivative = derivative * discount + value;
      value = value * discount + (values[k] ?? 0);
    }
    out.value = value;
    out.slope = -derivative * discount * discount;
  };
  const magnitude = (rate: number) => {
    const discount = 1 / (1 + rate);
    let sum = 0;
    for (let k = last; k >= 0; k--) sum = sum * discount + Math.abs(values[k] ?? 0);
    return sum;
  };
  return findRateRoot({
    name: 'IRR',
    evaluate,
    magnitude,
    // Calc starts from 10 % when the guess is -100 %, where nothing is defined.
    start: guess === -1 ? 0.1 : guess,
    // Calc stops after 20 steps, often short of a monthly lease's rate: the same path, continued.
    stop: { maxIterations: 100, stepTolerance: 1e-7, valueTolerance: 0 },
    retries: () => startsNear(guess),
  });
}
