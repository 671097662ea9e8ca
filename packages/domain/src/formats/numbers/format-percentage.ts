import { intlLocale } from '../locales/intl-locale.ts';

export interface FormatPercentageOptions {
  locale?: string;
  /** Fraction digits shown: 4 by default, never more than 6 (foundation.md §5). */
  digits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A stored fraction shown as a percentage. Answers '' for a non-number.
 * @example formatPercentage(0.125) // '12.5%'
 * @example formatPercentage(0.123456789, { locale: 'fr-FR', digits: 8 }) // '12,345679 %'
 */
export function formatPercentage(fraction: unknown, options: FormatPercentageOptions = {}): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return '';
  const digits = Math.min(Math.max(Math.trunc(options.digits ?? 4), 0), 6);
  const locale = intlLocale(options.locale);
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(fraction);
}
