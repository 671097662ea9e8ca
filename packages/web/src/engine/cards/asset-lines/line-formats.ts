import {
  currencyDecimals,
  formatAmount,
  formatNumber,
  formatPercentage,
  parseInteger,
  parseNumber,
  parsePercentage,
} from '@lessor/domain/formats';

/** How the editor shows and reads a line's numbers, in the user's locale. */
export interface LineFormats {
  /** An amount in an input: the currency's decimals, no symbol. */
  amountText(value: unknown, currency: string): string;
  /** An amount read: with its currency's symbol. */
  money(value: unknown, currency: string): string;
  quantityText(value: unknown): string;
  percentText(value: unknown): string;
  readAmount(text: string): number | null;
  readQuantity(text: string): number | null;
  readPercent(text: string): number | null;
}

const formatsByLocale = new Map<string, LineFormats>();

/** The formats of a locale, made once: rows of a long table share them. */
export function lineFormats(locale: string): LineFormats {
  const known = formatsByLocale.get(locale);
  if (known) return known;
  const formats: LineFormats = {
    amountText: (value, currency) =>
      typeof value === 'number' ? formatNumber(value, { locale, decimals: currencyDecimals(currency) }) : '',
    money: (value, currency) => (typeof value === 'number' ? formatAmount(value, { currency, locale }) : ''),
    quantityText: (value) => (typeof value === 'number' ? formatNumber(value, { locale, decimals: 0 }) : ''),
    percentText: (value) => (typeof value === 'number' ? formatPercentage(value, { locale }) : ''),
    readAmount: (text) => parseNumber(text, { locale }),
    readQuantity: (text) => parseInteger(text, { locale }),
    readPercent: (text) => parsePercentage(text, { locale }),
  };
  formatsByLocale.set(locale, formats);
  return formats;
}
