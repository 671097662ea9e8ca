import { intlLocale } from '../locales/intl-locale.ts';
import { currencyDecimals, defaultCurrency, isoCurrencyCode } from './currencies.ts';
import { toFixedDecimal } from './to-fixed-decimal.ts';

export interface FormatAmountOptions {
  currency?: string;
  locale?: string;
  /** Overrides the currency's decimals. */
  decimals?: number;
  /** How the currency shows: symbol (default), ISO code, name, or not at all. */
  currencyDisplay?: 'symbol' | 'code' | 'name' | 'none';
}

const formatters = new Map<string, Intl.NumberFormat>();
const currencyCode = /^[A-Z]{3}$/;

/**
 * An amount for display, with the currency's decimals (TND 3; JPY, XAF, XOF, XPF 0; others 2),
 * rounded half away from zero on the exact decimal value. Defaults: en-EU and EUR, so
 * comma thousands, dot decimal, 2 decimals, euro (foundation.md §9). Answers '' for a non-number.
 * @example formatAmount(1234.5) // '€1,234.50'
 * @example formatAmount(1234.5, { currency: 'TND', locale: 'fr-TN' }) // '1 234,500 DT'
 */
export function formatAmount(value: unknown, options: FormatAmountOptions = {}): string {
  const currency = options.currency ?? defaultCurrency;
  const decimals = options.decimals ?? currencyDecimals(currency);
  const exact = toFixedDecimal(value, decimals);
  if (exact === null) return '';
  // An unknown currency code would make Intl throw: show the bare number instead.
  const display = currencyCode.test(currency) ? options.currencyDisplay : 'none';
  return formatterFor(intlLocale(options.locale), currency, decimals, display).format(exact);
}

function formatterFor(
  locale: string,
  currency: string,
  decimals: number,
  display: FormatAmountOptions['currencyDisplay'] = 'symbol',
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    formatter = new Intl.NumberFormat(locale, {
      ...digits,
      signDisplay: 'negative',
      ...(display === 'none'
        ? {}
        : { style: 'currency', currency: isoCurrencyCode(currency), currencyDisplay: display }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
