/** RIB lengths by country: Morocco 24 digits, Tunisia 20 digits, both ending with a modulo 97 key. */
export const ribLengths: Readonly<Record<string, number>> = { MA: 24, TN: 20 };

/**
 * Whether a value is a national bank account number (RIB): digits only (spaces ignored), the
 * country's length, and the last two digits equal to 97 minus the remainder modulo 97 of the
 * other digits followed by 00 (foundation.md §5). Countries without a known RIB answer false.
 * @example isValidRib('011 519 0000012050005349 21', 'MA') // true
 */
export function isValidRib(value: unknown, country: unknown): boolean {
  if (typeof value !== 'string' || typeof country !== 'string' || value.length > 64) return false;
  const length = ribLengths[country.toUpperCase()];
  const digits = value.replace(/\s+/g, '');
  if (length === undefined || digits.length !== length || !/^\d+$/.test(digits)) return false;
  const key = 97 - modulo97(`${digits.slice(0, -2)}00`);
  return key === Number(digits.slice(-2));
}

/** Remainder modulo 97 of a long digit string, seven digits at a time so every step stays a safe integer. */
function modulo97(digits: string): number {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}
