import { noFiniteResult } from './no-finite-result.ts';

/**
 * The net present value of cashflows at the end of periods 1, 2, ..., as Excel's and Calc's NPV:
 * the first value is discounted one period. Values come as arguments or arrays, like ranges.
 * @example npv(0.1, -10_000, 3_000, 4_200, 6_800) // ≈ 1188.44
 * @example npv(0.1, [-10_000, 3_000, 4_200, 6_800]) // same
 */
export function npv(rate: number, ...values: readonly (number | readonly number[])[]): number {
  const flat = values.length === 1 && typeof values[0] !== 'number' ? values[0] : values.flat();
  if (flat === undefined) return 0;
  const discount = 1 / (1 + rate);
  let value = 0;
  // Horner's scheme: one multiplication per value instead of one power.
  for (let k = flat.length - 1; k >= 0; k--) value = (value + (flat[k] ?? 0)) * discount;
  if (!Number.isFinite(value)) noFiniteResult('NPV');
  return value;
}
