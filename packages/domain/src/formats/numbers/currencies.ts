/** The currencies the product offers (foundation.md §9). */
export const currencies = [
  'CDF',
  'CHF',
  'DZD',
  'EGP',
  'EUR',
  'GBP',
  'GNF',
  'HNL',
  'HUF',
  'JPY',
  'MAD',
  'MGA',
  'MXN',
  'MZN',
  'PHP',
  'RMB',
  'RUB',
  'TND',
  'USD',
  'XAF',
  'XOF',
  'XPF',
] as const;

export type Currency = (typeof currencies)[number];

export const defaultCurrency: Currency = 'EUR';

// The specification's decimals, not ISO 4217's: GNF, HUF and MGA keep 2 here.
const zeroDecimals = new Set(['JPY', 'XAF', 'XOF', 'XPF']);

/**
 * Decimals of a currency: TND 3; JPY, XAF, XOF, XPF 0; every other 2.
 * @example currencyDecimals('TND') // 3
 */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  if (code === 'TND') return 3;
  return zeroDecimals.has(code) ? 0 : 2;
}

/**
 * The ISO 4217 code Intl knows a currency by: the specification's RMB is the yuan, CNY.
 * @example isoCurrencyCode('RMB') // 'CNY'
 */
export function isoCurrencyCode(currency: string): string {
  return currency === 'RMB' ? 'CNY' : currency;
}
