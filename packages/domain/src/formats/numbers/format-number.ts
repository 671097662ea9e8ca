import { intlLocale } from '../locales/intl-locale.ts';
import { toFixedDecimal } from './to-fixed-decimal.ts';

export interface FormatNumberOptions {
  locale?: string;
  /** Fixed decimals; the default rounding is 2 (foundation.md §9). */
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number for display with the locale's separators and fixed decimals. Answers '' for a non-number.
 * @example formatNumber(1234.567) // '1,234.57'
 * @example formatNumber(1234.5, { locale: 'de-DE', decimals: 1 }) // '1.234,5'
 */
export function formatNumber(value: unknown, options: FormatNumberOptions = {}): string {
  const decimals = Math.min(Math.max(Math.trunc(options.decimals ?? 2), 0), 20);
  const exact = toFixedDecimal(value, decimals);
  if (exact === null) return '';
  const locale = intlLocale(options.locale);
  const key = `${locale}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(exact);
}
