import { compactId, hasDniLetter } from './is-valid-dni.ts';

const leadingDigit: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/**
 * Whether a value is a Spanish NIE: X, Y or Z, 7 or 8 digits and a letter; X, Y, Z stand for
 * 0, 1, 2 and the letter is then checked as a DNI's.
 * @example isValidNie('X1234567L') // true
 * @example isValidNie('X1234567A') // false
 */
export function isValidNie(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 32) return false;
  const match = /^([XYZ])(\d{7,8})([A-Z])$/.exec(compactId(value));
  if (!match?.[1] || !match[2] || !match[3]) return false;
  return hasDniLetter(`${leadingDigit[match[1]]}${match[2]}`, match[3]);
}
