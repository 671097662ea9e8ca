import { Decimal } from 'decimal.js';

/**
 * A number as an exact decimal string rounded half away from zero, or null when not finite.
 * Going through the shortest decimal form of a double keeps 1.005 at 1.01, where binary rounding gives 1.00.
 * @example toFixedDecimal(1.005, 2) // '1.01'
 */
export function toFixedDecimal(value: unknown, decimals: number): Intl.StringNumericLiteral | null {
  try {
    if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'bigint') return null;
    if (typeof value === 'string' && (value.trim() === '' || value.length > 400)) return null;
    const decimal = new Decimal(typeof value === 'bigint' ? value.toString() : value);
    if (!decimal.isFinite()) return null;
    // toFixed of a finite decimal is a numeric literal, which Intl formats without going through a double.
    return decimal.toFixed(decimals, Decimal.ROUND_HALF_UP) as Intl.StringNumericLiteral;
  } catch {
    // decimal.js throws on text that is not a number: that is an answer, not a fault.
    return null;
  }
}
