// A creditor identifier has at most 35 characters (EPC262-08, "Creditor Identifier Overview").
const shape = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

/**
 * A SEPA creditor identifier as stored: spaces stripped, upper case.
 * @example normalizeSepaCreditorIdentifier(' fr72 zzz 123456 ') // 'FR72ZZZ123456'
 */
export function normalizeSepaCreditorIdentifier(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '';
}

/**
 * The 2 check digits of a creditor identifier: ISO 7064 mod 97-10 over the national identifier
 * followed by the country code and '00', the creditor business code left out (EPC262-08), letters
 * counted A=10 ... Z=35 as in an IBAN.
 * @example sepaCreditorCheckDigits('FR', '123456') // '72'
 */
export function sepaCreditorCheckDigits(country: string, nationalIdentifier: string): string {
  const digits = [...`${nationalIdentifier}${country}00`.toUpperCase()]
    .map((character) => String(Number.parseInt(character, 36)))
    .join('');
  // Read in slices so that no intermediate number leaves the safe integer range.
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/**
 * Whether a value is a SEPA creditor identifier: country code, 2 check digits, a 3-character
 * creditor business code (ZZZ when none), then the national identifier (a French ICS: 6 characters),
 * the check digits computed over the identifier without the business code. Spaces and case are
 * ignored.
 * @example isValidSepaCreditorIdentifier('FR72ZZZ123456') // true
 * @example isValidSepaCreditorIdentifier('FR71ZZZ123456') // false
 * @example isValidSepaCreditorIdentifier('DE98ZZZ09999999999') // true
 */
export function isValidSepaCreditorIdentifier(value: unknown): boolean {
  const normalized = normalizeSepaCreditorIdentifier(value);
  const parts = shape.exec(normalized);
  if (!parts) return false;
  const [, country = '', check = '', , national = ''] = parts;
  return sepaCreditorCheckDigits(country, national) === check;
}
