import { paymentParts } from './ipmt.ts';

/**
 * The principal part of the payment for period `per` (1-based), as Excel's and Calc's PPMT.
 * @example ppmt(0.1 / 12, 1, 24, 2000) // ≈ -75.62
 */
export function ppmt(rate: number, per: number, nper: number, pv: number, fv = 0, type = 0): number {
  const parts = paymentParts(rate, per, nper, pv, fv, type);
  return parts.payment - parts.interest;
}
