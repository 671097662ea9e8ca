import { isValidIBAN } from 'ibantools';
import { normalizeIban } from './normalize-iban.ts';

// The longest IBAN of the registry is 34 characters; anything much longer is not worth reading.
const longestTyped = 64;

/**
 * Whether a value is an IBAN: known country, the country's length and structure, remainder
 * modulo 97 equal to 1, and the national check digits where the registry defines them. Spaces and
 * case are ignored. Every country of the IBAN registry is known, through ibantools.
 * @example isValidIban('FR76 3000 6000 0112 3456 7890 189') // true
 * @example isValidIban('FR76 3000 6000 0112 3456 7890 188') // false
 */
export function isValidIban(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > longestTyped) return false;
  return isValidIBAN(normalizeIban(value));
}
