// La Poste's establishments share one SIREN and are checked by the sum of their digits instead.
const laPosteSiren = '356000000';

/**
 * Whether a value is a French SIREN: 9 digits passing the Luhn check (spaces ignored).
 * @example isValidSiren('732 829 320') // true
 */
export function isValidSiren(value: unknown): boolean {
  const digits = digitsOf(value);
  return digits?.length === 9 && passesLuhn(digits);
}

/**
 * Whether a value is a French SIRET: a SIREN and a 5-digit establishment number, 14 digits passing the
 * Luhn check (La Poste's: digits summing to a multiple of 5).
 * @example isValidSiret('732 829 320 00074') // true
 */
export function isValidSiret(value: unknown): boolean {
  const digits = digitsOf(value);
  if (digits?.length !== 14) return false;
  if (passesLuhn(digits)) return true;
  return (
    digits.startsWith(laPosteSiren) && [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0
  );
}

function digitsOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 32) return undefined;
  const digits = value.replace(/\s+/g, '');
  return /^\d+$/.test(digits) ? digits : undefined;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
