import { checkType } from './check-argument.ts';
import { noFiniteResult } from './no-finite-result.ts';

/**
 * The future value of an investment after `nper` periods, as Excel's and Calc's FV.
 * Same formula as the spreadsheets (power of 1 + rate) so that the results agree to the last digits.
 * @example fv(0.06 / 12, 10, -200, -500, 1) // ≈ 2581.40
 */
export function fv(rate: number, nper: number, pmt: number, pv = 0, type = 0): number {
  const advance = checkType(type) === 1;
  let value: number;
  if (rate === 0) {
    value = -(pv + pmt * nper);
  } else {
    const growth = (1 + rate) ** nper;
    // Calc's order of operations, so that cancellations round the same way.
    value = -(pv * growth + ((advance ? pmt * (1 + rate) : pmt) * (growth - 1)) / rate);
  }
  if (!Number.isFinite(value)) noFiniteResult('FV');
  return value;
}
