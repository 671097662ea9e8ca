import { checkType, invalidArgument } from './check-argument.ts';
import { fv } from './fv.ts';
import { pmt } from './pmt.ts';

/** The payment and its interest part for period `per`: shared by IPMT and PPMT. */
export function paymentParts(
  rate: number,
  per: number,
  nper: number,
  pv: number,
  fvalue: number,
  type: number,
): { payment: number; interest: number } {
  const advance = checkType(type) === 1;
  if (!(per >= 1 && per <= nper)) invalidArgument('per', per);
  const payment = pmt(rate, nper, pv, fvalue, type);
  let balance: number;
  // Balance before the payment, signed like the spreadsheets' FV: nothing accrues before an advance payment.
  if (per === 1) balance = advance ? 0 : -pv;
  else if (advance) balance = fv(rate, per - 2, payment, pv, 1) - payment;
  else balance = fv(rate, per - 1, payment, pv, 0);
  return { payment, interest: balance * rate };
}

/**
 * The interest part of the payment for period `per` (1-based), as Excel's and Calc's IPMT.
 * @example ipmt(0.1 / 12, 1, 36, 8000) // ≈ -66.67
 */
export function ipmt(rate: number, per: number, nper: number, pv: number, fv = 0, type = 0): number {
  return paymentParts(rate, per, nper, pv, fv, type).interest;
}
