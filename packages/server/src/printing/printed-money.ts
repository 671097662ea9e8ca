import { currencyDecimals, formatAmount } from '@lessor/domain/formats';
import { Decimal } from 'decimal.js';

/** An amount as stored (a number, or a numeric text), as an exact decimal; undefined when there is none. */
export function storedAmount(value: unknown): Decimal | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    // decimal.js throws on text that is not a number: such a value is no amount.
    return undefined;
  }
}

/** The exact sum of the amounts given; undefined when none is an amount. */
export function sumOf(amounts: readonly (Decimal | undefined)[]): Decimal | undefined {
  const present = amounts.filter((amount): amount is Decimal => amount !== undefined);
  return present.length === 0 ? undefined : Decimal.sum(...present);
}

/**
 * An amount in the invoice's currency, formatted by Intl for the locale, with the currency's
 * decimals or more when the stored amount has more: an invoice shows what is owed, never a
 * rounded figure.
 * @example formatMoney(new Decimal('1250.125'), 'EUR', 'en-GB') // '€1,250.125'
 */
export function formatMoney(amount: Decimal | undefined, currency: string, locale: string): string {
  if (amount === undefined) return '';
  const decimals = Math.max(currencyDecimals(currency), amount.decimalPlaces());
  return formatAmount(amount.toFixed(), { currency, locale, decimals });
}
