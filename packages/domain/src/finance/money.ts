import { Decimal } from 'decimal.js';
import { invalidArgument } from './check-argument.ts';

/** Decimal arithmetic with room to spare; half away from zero, like spreadsheets' ROUND. */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** An instance of `Money`. */
export type MoneyValue = InstanceType<typeof Money>;

// Amounts are kept in integer minor units (cents), exact in doubles below 2^53.
const LARGEST_MINOR = Number.MAX_SAFE_INTEGER / 1024;

/** An amount in integer minor units (12.345 EUR at 2 decimals is 1235), rounded half away from zero. */
export function toMinor(name: string, amount: number, decimals: number): number {
  if (!Number.isFinite(amount)) invalidArgument(name, amount);
  // Through the decimal text of the double: 1.005 is 1.01, as typed, not 1.00 as its binary value.
  const minor = new Money(amount)
    .times(10 ** decimals)
    .toDecimalPlaces(0)
    .toNumber();
  if (Math.abs(minor) > LARGEST_MINOR) invalidArgument(name, amount);
  return minor;
}

/** The amount of `minor` units: the double nearest to the decimal value, 1235 at 2 decimals is 12.35. */
export function fromMinor(minor: number, unit: number): number {
  // + 0 turns a -0 (from rounding a tiny negative) into 0.
  return minor / unit + 0;
}

/**
 * `minor × rate` rounded half away from zero to whole minor units. Doubles decide, except within
 * their rounding error of a half, where the decimal rate decides (a 5.25 % nominal rate gives a
 * monthly 0.4375 %, and 800 × 0.004375 = 3.5 must round to 4, whatever the binary product says).
 */
export function roundedProduct(minor: number, rate: number, exactRate: MoneyValue): number {
  const product = Math.abs(minor * rate);
  const whole = Math.floor(product);
  const fraction = product - whole;
  let rounded: number;
  if (Math.abs(fraction - 0.5) > product * 1e-12 + 1e-300) rounded = fraction < 0.5 ? whole : whole + 1;
  else rounded = Math.abs(new Money(minor).times(exactRate).toDecimalPlaces(0).toNumber());
  return minor * rate < 0 ? -rounded : rounded;
}

/** A stored amount (a number or a decimal text, nothing for zero) as exact money. */
export function storedMoney(value: unknown): MoneyValue {
  return new Money(typeof value === 'number' || typeof value === 'string' ? value : 0);
}
