import { invalidArgument } from './check-argument.ts';
import { checkPeriod, type PaymentPeriod, periodsPerYear } from './payment-period.ts';

/**
 * How a rate is quoted: nominal annual, effective annual (actuarial), or per period.
 * @example const kind: RateKind = 'effective';
 */
export type RateKind = 'nominal' | 'effective' | 'periodic';

/**
 * A rate conversion: from what to what, and over which periods.
 * @example const monthlyToQuarterly: RateConversion = { from: 'periodic', period: 30, to: 'periodic', toPeriod: 90 };
 */
export interface RateConversion {
  from: RateKind;
  to: RateKind;
  /** Days of the period of a periodic rate, or of the compounding of a nominal one, on the `from` side (default 30). */
  period?: PaymentPeriod;
  /** The same on the `to` side (default: `period`). */
  toPeriod?: PaymentPeriod;
}

function toEffective(rate: number, kind: RateKind, perYear: number): number {
  if (kind === 'effective') return rate;
  const periodic = kind === 'nominal' ? rate / perYear : rate;
  return Math.expm1(perYear * Math.log1p(periodic));
}

function fromEffective(rate: number, kind: RateKind, perYear: number): number {
  if (kind === 'effective') return rate;
  const periodic = Math.expm1(Math.log1p(rate) / perYear);
  return kind === 'nominal' ? periodic * perYear : periodic;
}

/**
 * Converts a rate between nominal annual, effective annual and periodic, for periods of 30, 90,
 * 180, 360 and 365 days (12, 4, 2, 1 and 1 a year). A nominal rate is the periodic rate times the
 * periods in a year; an effective rate compounds the periodic one over the year, as EFFECT does.
 * Computed through log1p/expm1 so that small rates keep their digits.
 * @example convertRate(0.06, { from: 'nominal', to: 'periodic', period: 30 }) // 0.005
 * @example convertRate(0.06, { from: 'nominal', to: 'effective', period: 30 }) // ≈ 0.0616778, EFFECT(6 %; 12)
 * @example convertRate(0.005, { from: 'periodic', period: 30, to: 'periodic', toPeriod: 90 }) // ≈ 0.0150751
 */
export function convertRate(rate: number, conversion: RateConversion): number {
  const fromPerYear = periodsPerYear(checkPeriod(conversion.period ?? 30));
  const toPerYear = periodsPerYear(checkPeriod(conversion.toPeriod ?? conversion.period ?? 30));
  if (!Number.isFinite(rate) || (conversion.from === 'nominal' ? rate / fromPerYear : rate) <= -1) {
    invalidArgument('rate', rate);
  }
  const { from, to } = conversion;
  // Within one compounding, nominal and periodic rates differ by a factor only: no round trip.
  if (fromPerYear === toPerYear && from !== 'effective' && to !== 'effective') {
    if (from === to) return rate;
    return from === 'nominal' ? rate / fromPerYear : rate * fromPerYear;
  }
  return fromEffective(toEffective(rate, from, fromPerYear), to, toPerYear);
}
