import { checkType } from './check-argument.ts';
import { noFiniteResult } from './no-finite-result.ts';

/**
 * The payment per period of an annuity, as Excel's and Calc's PMT: negative when `pv` is
 * received. `type` 0 pays at the end of each period (arrears), 1 at the start (advance).
 * Computed through log1p/expm1 so that rates close to zero keep their precision.
 * @example pmt(0.05 / 12, 360, 100_000) // ≈ -536.82
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type = 0): number {
  const advance = checkType(type) === 1;
  let payment: number;
  if (rate === 0) {
    payment = -(pv + fv) / nper;
  } else {
    const logGrowth = Math.log1p(rate);
    const growthMinusOne = Math.expm1(nper * logGrowth);
    // In advance, (1+r)^(n+1) - 1 - r is (1+r)((1+r)^n - 1): one period less of interest.
    const denominator = advance ? Math.expm1((nper + 1) * logGrowth) - rate : growthMinusOne;
    payment = (-(fv + pv * (growthMinusOne + 1)) * rate) / denominator;
  }
  if (!Number.isFinite(payment)) noFiniteResult('PMT');
  return payment;
}
