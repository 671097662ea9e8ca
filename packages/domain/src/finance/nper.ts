import { checkType } from './check-argument.ts';
import { noFiniteResult } from './no-finite-result.ts';

/**
 * The number of periods an annuity needs, as Excel's and Calc's NPER (not rounded).
 * @example nper(0.01, -100, 1000) // ≈ 10.5886
 */
export function nper(rate: number, pmt: number, pv: number, fv = 0, type = 0): number {
  const advance = checkType(type) === 1;
  let periods: number;
  if (rate === 0) {
    periods = -(pv + fv) / pmt;
  } else {
    const payment = advance ? pmt * (1 + rate) : pmt;
    periods = Math.log(-(rate * fv - payment) / (rate * pv + payment)) / Math.log1p(rate);
  }
  if (!Number.isFinite(periods)) noFiniteResult('NPER');
  return periods;
}
