import { Decimal } from 'decimal.js';

/**
 * A number as an exact decimal string rounded half away from zero, or null when not finite.
 * Going through the shortest decimal form of a double keeps 1.005 at 1.01, where binary rounding gives 1.00.
 * @example toFixedDecimal(1.005, 2) // '1.01'
 */
export function toFixedDecimal(value: unknown, decimals: number): Intl.StringNumericLiteral | null {
  if (typeof value === 'number' && hasAtMostDecimals(value, decimals)) {
    // Nothing to round: the double's own digits say it (a list formats hundreds of such amounts).
    return value.toFixed(decimals) as Intl.StringNumericLiteral;
  }
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

/**
 * Whether a double is exactly the decimal it reads as, with at most `decimals` digits after the
 * point (1234.5 for 2): scaled, it is a safe integer that scales back to the same double.
 */
function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value) || decimals > 15) return false;
  const scale = 10 ** decimals;
  const scaled = value * scale;
  return Number.isSafeInteger(scaled) && scaled / scale === value;
}
