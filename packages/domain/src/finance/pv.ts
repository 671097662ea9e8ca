import { checkType } from './check-argument.ts';
import { noFiniteResult } from './no-finite-result.ts';

/**
 * The present value of a series of equal payments, as Excel's and Calc's PV.
 * @example pv(0.08 / 12, 240, 500) // ≈ -59777.15
 */
export function pv(rate: number, nper: number, pmt: number, fv = 0, type = 0): number {
  const advance = checkType(type) === 1;
  let value: number;
  if (rate === 0) {
    value = -(fv + pmt * nper);
  } else {
    const discount = (1 + rate) ** -nper;
    // Calc's order of operations, so that cancellations round the same way.
    value = advance
      ? -(fv * discount + (pmt * (1 - (1 + rate) ** (1 - nper))) / rate + pmt)
      : -(fv * discount + (pmt * (1 - discount)) / rate);
  }
  if (!Number.isFinite(value)) noFiniteResult('PV');
  return value;
}
