import { currencyDecimals, defaultCurrency, formatAmount } from '@lessor/domain/formats';

/**
 * Amounts as whole minor units (cents) of their currency, so that sums and remainders are exact:
 * 0.10 + 0.20 allocated from 0.30 leaves nothing, not 5.551115123125783e-17.
 */
export interface Money {
  currency: string;
  decimals: number;
}

/** The money of a record's `currency` field, the default currency (EUR) when it names none. */
export function moneyOf(currency: unknown): Money {
  const code = typeof currency === 'string' && currency !== '' ? currency : defaultCurrency;
  return { currency: code, decimals: currencyDecimals(code) };
}

/**
 * Minor units as the decimal text the API takes.
 * @example fromMinorUnits(125050, 2) // '1250.50'
 */
export function fromMinorUnits(units: number, decimals: number): string {
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return units < 0 ? `-${whole}` : whole;
}

/** Minor units for display: '€1,250.50'. */
export function formatMinorUnits(units: number, money: Money, locale: string): string {
  return formatAmount(fromMinorUnits(units, money.decimals), { currency: money.currency, locale });
}
