/** The DNI control letters, indexed by the number modulo 23. */
const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Upper case, without spaces or hyphens: how ids are typed is not part of them. */
export function compactId(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a number (as digits) carries a control letter, per the modulo 23 table. */
export function hasDniLetter(digits: string, letter: string): boolean {
  return controlLetters[Number(digits) % 23] === letter;
}

/**
 * Whether a value is a Spanish DNI: 8 digits and the letter of the modulo 23 table.
 * @example isValidDni('12345678Z') // true
 * @example isValidDni('12345678A') // false
 */
export function isValidDni(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 32) return false;
  const match = /^(\d{8})([A-Z])$/.exec(compactId(value));
  return match?.[1] !== undefined && match[2] !== undefined && hasDniLetter(match[1], match[2]);
}
