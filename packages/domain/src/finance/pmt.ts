import { checkType } from './check-argument.ts';
import { noFiniteResult } from './no-finite-result.ts';

// Below this rate, (1 + rate)^n - 1 loses digits to cancellation: log1p and expm1 keep them.
const SMALL_RATE = 1e-4;

/**
 * The payment per period of an annuity, as Excel's and Calc's PMT: negative when `pv` is
 * received. `type` 0 pays at the end of each period (arrears), 1 at the start (advance).
 * @example pmt(0.05 / 12, 360, 100_000) // ≈ -536.82
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type = 0): number {
  const advance = checkType(type) === 1;
  let payment: number;
  if (rate === 0) {
    payment = -(pv + fv) / nper;
  } else if (rate > SMALL_RATE || rate < -SMALL_RATE) {
    const growth = (1 + rate) ** nper;
    payment = (-(fv + pv * growth) * rate) / ((growth - 1) * (advance ? 1 + rate : 1));
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
