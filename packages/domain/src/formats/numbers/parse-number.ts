import { type NumberSymbols, numberSymbols } from './number-symbols.ts';

export interface ParseNumberOptions {
  locale?: string;
  /** The form's negative flag: flips the sign of what was typed. */
  negative?: boolean;
}

// Spaces, apostrophes (Swiss grouping) and the direction marks Intl writes around Arabic numbers.
const spaces = /[\s\u00a0\u202f'’\u200e\u200f\u061c]/g;
const easternDigits = /[٠-٩۰-۹]/g;
const plain = /^[+-]?\d+$/;
const dotGrouped = /^[+-]?\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;
const commaGrouped = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const singleSeparator = /^[+-]?\d*[.,]\d+$|^[+-]?\d+[.,]$/;

/**
 * Reads a typed number. The locale's decimal separator is accepted, and so is a single `.` or `,`
 * when it cannot be a thousands separator (foundation.md §5: decimal comma accepted per locale).
 * Answers null for anything that is not a finite number.
 * @example parseNumber('1 234,5', { locale: 'fr-FR' }) // 1234.5
 * @example parseNumber('1,234.5') // 1234.5
 * @example parseNumber('12', { negative: true }) // -12
 */
export function parseNumber(text: unknown, options: ParseNumberOptions = {}): number | null {
  const sign = options.negative ? -1 : 1;
  if (typeof text === 'number') return Number.isFinite(text) ? sign * text : null;
  if (typeof text !== 'string' || text.length > 100) return null;
  const normalized = toPlainDecimal(text, numberSymbols(options.locale));
  if (normalized === null) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? sign * value : null;
}

/** Rewrites a typed number as `[-]digits[.digits]`, or null when it is not one. */
function toPlainDecimal(text: string, { decimal, group }: NumberSymbols): string | null {
  const compact = text
    .replace(spaces, '')
    .replace(easternDigits, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/٫/g, '.')
    .replace(/٬/g, '')
    .replace(/\u2212/g, '-');
  if (plain.test(compact)) return compact;
  // The locale's own grouping first; one grouping with spaces (French) leaves `.` free to be decimal.
  if (group === '.' && decimal === ',' && dotGrouped.test(compact)) return fromDotGrouped(compact);
  if (group === ',' && commaGrouped.test(compact)) return compact.split(',').join('');
  if (singleSeparator.test(compact)) return compact.replace(',', '.');
  // Both separators typed, whatever the locale (1.234,5 or 1,234.5): the last one is the decimal point.
  if (dotGrouped.test(compact)) return fromDotGrouped(compact);
  if (commaGrouped.test(compact)) return compact.split(',').join('');
  return null;
}

function fromDotGrouped(text: string): string {
  return text.split('.').join('').replace(',', '.');
}

/**
 * Reads a typed integer; a decimal value is rounded (foundation.md §5: integers rounded).
 * @example parseInteger('12,6', { locale: 'fr-FR' }) // 13
 */
export function parseInteger(text: unknown, options: ParseNumberOptions = {}): number | null {
  const value = parseNumber(text, options);
  return value === null ? null : Math.round(value);
}
