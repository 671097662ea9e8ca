import { compactId } from './is-valid-dni.ts';

// Control letters by control digit: the J-A-I mapping (0 is J, 1 is A, ... 9 is I).
const controlLetters = 'JABCDEFGHI';
const digitControl = new Set(['A', 'B', 'E', 'H']);
const letterControl = new Set(['K', 'P', 'Q', 'S']);

/**
 * Whether a value is a Spanish company id (CIF): a letter of ABCDEFGHJKLMNPQRSUVW, 7 digits, then the
 * control, a digit for A, B, E, H, a letter for K, P, Q, S, either for the others.
 * @example isValidCif('A58818501') // true
 * @example isValidCif('Q2826000H') // true
 */
export function isValidCif(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 32) return false;
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(compactId(value));
  if (!match?.[1] || !match[2] || !match[3]) return false;
  const [kind, digits, control] = [match[1], match[2], match[3]];
  const controlDigit = cifControlDigit(digits);
  const asDigit = control === String(controlDigit);
  const asLetter = control === controlLetters[controlDigit];
  if (digitControl.has(kind)) return asDigit;
  if (letterControl.has(kind)) return asLetter;
  return asDigit || asLetter;
}

/** Digits in even places summed, digits in odd places doubled and their digits summed; 10 minus the units. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}
