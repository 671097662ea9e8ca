import { checkType, invalidArgument } from './check-argument.ts';
import { findRateRoot } from './find-rate-root.ts';
import type { ValueAndSlope } from './newton.ts';

const DEFAULT_GUESS = 0.1;
// Calc retries a default guess at 2, 3, ... 10 times it and at its halves, thirds, ... tenths.
const CALC_RETRIES = Array.from({ length: 9 }, (_, k) => [
  DEFAULT_GUESS * (k + 2),
  DEFAULT_GUESS / (k + 2),
]).flat();
const FURTHER_STARTS = [0, 0.01, -0.01, 0.05, -0.05, 0.5, -0.5, 1, -0.9, 2, 5];

/**
 * The interest rate per period of an annuity, as Excel's and Calc's RATE: the rate at which
 * `pv`, `nper` payments of `pmt` and `fv` balance. Starts like Calc (Newton's method from `guess`,
 * default 10 %, and Calc's retries around a default guess), then other starts and a bracketing
 * search. Throws NO_CONVERGENCE when no rate above -100 % balances the annuity.
 * @example rate(48, -200, 8_000) // ≈ 0.00770147
 */
export function rate(nper: number, pmt: number, pv: number, fv = 0, type = 0, guess?: number): number {
  if (!(nper > 0) || !Number.isFinite(nper)) invalidArgument('nper', nper);
  // Payments in advance are payments in arrears with the first one moved into pv and out of fv.
  const advance = checkType(type);
  const presentValue = pv + pmt * advance;
  const futureValue = fv - pmt * advance;
  // f(x) = fv + pv (1 + x)^n + pmt ((1 + x)^n - 1) / x, the annuity's balance after n periods.
  const evaluate = (x: number, out: ValueAndSlope) => {
    const logGrowth = Math.log1p(x);
    const growthMinusOne = Math.expm1(nper * logGrowth);
    const growthBefore = Math.exp((nper - 1) * logGrowth);
    const series = x === 0 ? nper : growthMinusOne / x;
    const seriesSlope = x === 0 ? (nper * (nper - 1)) / 2 : (nper * growthBefore - series) / x;
    out.value = futureValue + presentValue * (growthMinusOne + 1) + pmt * series;
    out.slope = presentValue * nper * growthBefore + pmt * seriesSlope;
  };
  const magnitude = (x: number) => {
    const growthMinusOne = Math.expm1(nper * Math.log1p(x));
    const series = x === 0 ? nper : growthMinusOne / x;
    return Math.abs(futureValue) + Math.abs(presentValue * (growthMinusOne + 1)) + Math.abs(pmt * series);
  };
  return findRateRoot({
    name: 'RATE',
    evaluate,
    magnitude,
    start: guess ?? DEFAULT_GUESS,
    stop: { maxIterations: 150, stepTolerance: 1e-7, valueTolerance: 1e-14 },
    retries: () => (guess === undefined ? [...CALC_RETRIES, ...FURTHER_STARTS] : FURTHER_STARTS),
  });
}
