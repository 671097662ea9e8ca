import { formatDate } from '@lessor/domain/formats';
import { formatMoney, storedAmount } from './printed-money.ts';

/**
 * How a printed document writes what it shows, in its reader's locale, as an invoice's document
 * does (printing/invoice/invoice-pdf-content.ts): amounts exact with their currency, dates in the
 * locale's order, rates held as fractions as percentages.
 */
export interface PrintFormat {
  money(value: unknown, currency: string): string;
  day(value: unknown): string;
  rate(value: unknown): string;
}

export function printFormat(locale: string): PrintFormat {
  return {
    money: (value, currency) => formatMoney(storedAmount(value), currency, locale),
    day: (value) => {
      const text = printedText(value);
      return text === '' ? '' : formatDate(new Date(text), locale);
    },
    rate: (value) => {
      const fraction = storedAmount(value);
      return fraction === undefined ? '' : `${fraction.times(100).toDecimalPlaces(3).toString()} %`;
    },
  };
}

/** A record's text field as printed: empty when absent. */
export const printedText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
