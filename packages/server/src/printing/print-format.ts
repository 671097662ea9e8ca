/**
 * How printed documents write amounts and dates: amounts with two decimals and their currency
 * code, grouped by thousands; dates as the record holds them (`YYYY-MM-DD`), which no reader
 * misreads whatever its country.
 * @example printedAmount('1234.5', 'EUR') // '1,234.50 EUR'
 */
export function printedAmount(value: unknown, currency: string): string {
  const number = printedNumber(value);
  return number === '' ? '' : `${number} ${currency}`;
}

/**
 * An amount without its currency, for a table whose header names it.
 * @example printedNumber(1234.5) // '1,234.50'
 */
export function printedNumber(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(number)) return '';
  return amountFormat.format(number);
}

const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A record's text field as printed: empty when absent. */
export const printedText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);

/** A rate held as a fraction, as a percentage. */
export function printedRate(value: unknown): string {
  const number = Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(number)) return '';
  return `${(number * 100).toFixed(3).replace(/\.?0+$/, '')} %`;
}

/**
 * A date as printed: the day a record's date or date-time falls on, `YYYY-MM-DD`.
 * @example printedDate('2025-01-15T00:00:00.000Z') // '2025-01-15'
 */
export function printedDate(value: unknown): string {
  const text = printedText(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
}
