import { parseNumber, toFixedDecimal } from '@lessor/domain/formats';

/** How an amount is read: the currency's decimals, the user's locale, and whether zero is one. */
export interface AmountReading {
  decimals: number;
  locale: string;
  zeroAllowed?: boolean;
}

/**
 * A typed amount as the decimal text the API takes ('1234.50'), or undefined when it is not an
 * amount above zero (or of zero or more, when zero is allowed) with at most the currency's decimals:
 * more decimals than that is a typing slip, not something to round away unseen.
 * @example typedAmount('1 234,5', { decimals: 2, locale: 'fr-FR' }) // '1234.50'
 * @example typedAmount('10.001', { decimals: 2, locale: 'en' }) // undefined
 */
export function typedAmount(typed: string, { decimals, locale, zeroAllowed = false }: AmountReading) {
  const value = parseNumber(typed.trim(), { locale });
  if (value === null || value < 0 || (value === 0 && !zeroAllowed)) return undefined;
  const exact = toFixedDecimal(value, decimals);
  return exact !== null && Number(exact) === value ? exact : undefined;
}
