import { Money } from '../money.ts';
import type { DepreciationProfile } from './depreciation-profiles.ts';

export interface CurveOptions {
  /** The yearly usage, in the profile's unit; the profile's reference usage when absent. */
  usage?: number;
  /** The last age of the curve, in months; 10 years unless told. */
  horizonMonths?: number;
  /** Months between two points; a year unless told. */
  stepMonths?: number;
}

/**
 * The share of the new price a vehicle keeps at `ageMonths`, 4 decimals:
 * `base(t) × usageFactor(t)`, bounded by the floor and 1, where `base` falls linearly by the
 * first-year drop over the first 12 months, then by the annual rate each year (compounded
 * monthly), and `usageFactor(t) = (1 − sensitivity × (usage / reference − 1))^(t / 12)`.
 *
 * @example residualShare(profile(0.2, 0.15, 'km', 15000, 0.05, 0.05), 24) // 0.68
 */
export function residualShare(profile: DepreciationProfile, ageMonths: number, usage?: number): number {
  const age = new Money(Math.max(0, ageMonths));
  const years = age.dividedBy(12);
  const base = age.lessThanOrEqualTo(12)
    ? new Money(1).minus(new Money(profile.firstYearDrop).times(years))
    : new Money(1)
        .minus(profile.firstYearDrop)
        .times(new Money(1).minus(profile.annualRate).pow(years.minus(1)));
  const excess = new Money(usage ?? profile.referenceUsage).dividedBy(profile.referenceUsage).minus(1);
  // A yearly factor below 0.05 would mean a vehicle worn out within a year of such use.
  const yearlyFactor = Money.max(0.05, new Money(1).minus(new Money(profile.usageSensitivity).times(excess)));
  const share = base.times(yearlyFactor.pow(years));
  return Money.min(1, Money.max(profile.floor, share)).toDecimalPlaces(4).toNumber();
}

/**
 * The value curve of a profile for one yearly usage: a point every `stepMonths` from age 0 to
 * the horizon.
 */
export function residualValueCurve(
  profile: DepreciationProfile,
  options: CurveOptions = {},
): { ageMonths: number; share: number }[] {
  const horizon = options.horizonMonths ?? 120;
  const step = options.stepMonths ?? 12;
  const points: { ageMonths: number; share: number }[] = [];
  for (let age = 0; age <= horizon; age += step)
    points.push({ ageMonths: age, share: residualShare(profile, age, options.usage) });
  return points;
}

/** A price times a share, rounded to `decimals` (cents by default), half away from zero. */
export function residualValueOf(price: number, share: number, decimals = 2): number {
  return new Money(price).times(share).toDecimalPlaces(decimals).toNumber();
}

/**
 * A file's residual value with a line's added, exact: an empty one counts as none.
 * @example addedResidualValue(0.1, 0.2) // 0.3
 */
export function addedResidualValue(current: unknown, added: number): number {
  const known = typeof current === 'number' && Number.isFinite(current) ? current : 0;
  return new Money(known).plus(added).toNumber();
}

/**
 * The share a curve gives at `ageMonths`: linear between its two nearest points, the first or last
 * point's share outside them. A catalogue's curves have a point a year; a contract ends in any month.
 *
 * @example shareAtAge([{ ageMonths: 0, share: 1 }, { ageMonths: 12, share: 0.8 }], 6) // 0.9
 */
export function shareAtAge(
  points: readonly { ageMonths: number; share: number }[],
  ageMonths: number,
): number {
  const sorted = [...points].sort((a, b) => a.ageMonths - b.ageMonths);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return 0;
  if (ageMonths <= first.ageMonths) return first.share;
  if (ageMonths >= last.ageMonths) return last.share;
  const after = sorted.findIndex((point) => point.ageMonths >= ageMonths);
  const upper = sorted[after] ?? last;
  const lower = sorted[after - 1] ?? first;
  const progress = new Money(ageMonths - lower.ageMonths).dividedBy(upper.ageMonths - lower.ageMonths);
  return new Money(lower.share)
    .plus(new Money(upper.share).minus(lower.share).times(progress))
    .toDecimalPlaces(4)
    .toNumber();
}
