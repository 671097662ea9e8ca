import { isValidDni } from './is-valid-dni.ts';
import { isValidNie } from './is-valid-nie.ts';

/**
 * Whether a value is a Spanish personal id, a DNI or a NIE (business-areas.md §5).
 * @example isValidSpanishId('12345678Z') // true
 * @example isValidSpanishId('Y1234567X') // true
 */
export function isValidSpanishId(value: unknown): boolean {
  return isValidDni(value) || isValidNie(value);
}
