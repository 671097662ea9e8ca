import { Decimal } from 'decimal.js';
import { type ParseNumberOptions, parseNumber } from './parse-number.ts';

const percentSign = /\s*[%٪]\s*$/;

/**
 * A typed percentage as a fraction: '%' optional, sign, decimal point or comma, value/100
 * rounded to 10 decimals (foundation.md §5). Answers null when it is not a number.
 * @example parsePercentage('12,5 %', { locale: 'fr-FR' }) // 0.125
 * @example parsePercentage('-3') // -0.03
 */
export function parsePercentage(text: unknown, options: ParseNumberOptions = {}): number | null {
  return toFraction(text, options, () => 10);
}

/**
 * A percentage typed in a spreadsheet cell: value/100 rounded to the typed decimals plus 2, at most
 * `maxDecimals` (6 unless configured, business-areas.md §5).
 * @example parseCellPercentage('12.5%') // 0.125
 * @example parseCellPercentage('1.23456789') // 0.012346
 */
export function parseCellPercentage(
  text: unknown,
  options: ParseNumberOptions & { maxDecimals?: number } = {},
): number | null {
  const cap = options.maxDecimals ?? 6;
  return toFraction(text, options, (typed) => Math.min(typedDecimals(typed) + 2, cap));
}

function toFraction(
  text: unknown,
  options: ParseNumberOptions,
  decimalsOf: (typed: string) => number,
): number | null {
  const typed = typeof text === 'string' ? text.replace(percentSign, '') : text;
  const value = parseNumber(typed, options);
  if (value === null) return null;
  const decimals = decimalsOf(typeof typed === 'string' ? typed : String(typed));
  return new Decimal(value).div(100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();
}

function typedDecimals(typed: string): number {
  const match = /[.,](\d+)\s*$/.exec(typed);
  return match?.[1]?.length ?? 0;
}
