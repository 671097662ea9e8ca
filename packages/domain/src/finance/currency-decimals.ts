// Foundation §9: TND has 3 decimals; XAF, XOF and XPF none; every other currency the default 2.
const DECIMALS: Readonly<Record<string, number>> = { TND: 3, XAF: 0, XOF: 0, XPF: 0 };

/** Rounding default of the specification (§9). */
export const DEFAULT_DECIMALS = 2;

/**
 * Decimals amounts of a currency are rounded to.
 * @example currencyDecimals('TND') // 3
 */
export function currencyDecimals(currency: string): number {
  return DECIMALS[currency.toUpperCase()] ?? DEFAULT_DECIMALS;
}
