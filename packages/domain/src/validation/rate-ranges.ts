import type { RateKind } from '../fields/field-definition.ts';

/** The rates a field of one kind may hold, both ends included, as fractions (0.5 is 50 %). */
export interface RateRange {
  min: number;
  max: number;
}

export type RateRanges = Readonly<Record<RateKind, RateRange>>;

/**
 * The ranges a tenant starts with. An interest rate from -5 % (negative rates exist, deeply
 * negative ones do not) to 50 % (above, a rate is far more likely a percent typed as a fraction,
 * 4.34 meaning 4.34 %, than a loan anyone signed).
 * @example defaultRateRanges.interest // { min: -0.05, max: 0.5 }
 */
export const defaultRateRanges: RateRanges = { interest: { min: -0.05, max: 0.5 } };

const rateKinds = Object.keys(defaultRateRanges) as RateKind[];

/**
 * What is wrong with a tenant-config document's `rateRanges`, one path per fault ('' when none):
 * an object whose keys are rate kinds, each `{ min, max }` finite numbers with min ≤ max.
 * @example rateRangesFault({ interest: { min: 0.2, max: 0.1 } }) // 'rateRanges.interest'
 */
export function rateRangesFault(configured: unknown): string {
  if (configured === undefined) return '';
  if (!isObject(configured)) return 'rateRanges';
  for (const [kind, range] of Object.entries(configured)) {
    if (!rateKinds.includes(kind as RateKind) || !isRange(range)) return `rateRanges.${kind}`;
  }
  return '';
}

/**
 * The tenant's ranges: those its tenant-config document's `rateRanges` sets, the defaults for the
 * others and for any entry a hand-edited document got wrong.
 * @example rateRangesOf({ interest: { min: 0, max: 0.3 } }).interest // { min: 0, max: 0.3 }
 */
export function rateRangesOf(configured: unknown): RateRanges {
  const ranges: Record<RateKind, RateRange> = { ...defaultRateRanges };
  if (!isObject(configured)) return ranges;
  for (const kind of rateKinds) {
    const range = configured[kind];
    if (isRange(range)) ranges[kind] = { min: range.min, max: range.max };
  }
  return ranges;
}

function isRange(value: unknown): value is RateRange {
  if (!isObject(value)) return false;
  const { min, max } = value;
  return (
    typeof min === 'number' &&
    typeof max === 'number' &&
    Number.isFinite(min) &&
    Number.isFinite(max) &&
    min <= max
  );
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
