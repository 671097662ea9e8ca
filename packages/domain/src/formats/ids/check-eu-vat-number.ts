import { compactId } from './is-valid-dni.ts';

/**
 * The shape of each EU member state's VAT number after its country prefix, as the European
 * Commission's VIES service publishes them (Greece's prefix is EL; XI is Northern Ireland).
 */
const formats: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

const digits = (text: string): number[] => [...text].map(Number);
const weightedSum = (values: number[], weights: number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * (values[index] ?? 0), 0);

function passesLuhn(text: string): boolean {
  let sum = 0;
  for (const [index, digit] of digits(text).reverse().entries()) {
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/**
 * The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits.
 * @example frenchVatKey('732829320') // '44'
 */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** The check digit rules of the countries whose rule is public; others are checked by format only. */
const checkDigits: Readonly<Record<string, (number: string) => boolean>> = {
  AT: (number) => {
    const values = digits(number.slice(1));
    let sum = 0;
    for (let index = 0; index < 7; index++) {
      const value = (values[index] ?? 0) * (index % 2 === 1 ? 2 : 1);
      sum += Math.floor(value / 10) + (value % 10);
    }
    return (10 - ((sum + 4) % 10)) % 10 === values[7];
  },
  BE: (number) => 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8)),
  DE: (number) => {
    // ISO 7064 MOD 11,10.
    let product = 10;
    for (const digit of digits(number.slice(0, 8))) {
      const sum = (digit + product) % 10 || 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === Number(number[8]);
  },
  DK: (number) => weightedSum(digits(number), [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  FI: (number) => {
    const remainder = weightedSum(digits(number), [7, 9, 10, 5, 8, 4, 2]) % 11;
    return remainder !== 1 && (remainder === 0 ? 0 : 11 - remainder) === Number(number[7]);
  },
  // Numbers with letters in the key follow a rule the administration does not publish.
  FR: (number) => !/^\d{2}/.test(number) || frenchVatKey(number.slice(2)) === number.slice(0, 2),
  IT: passesLuhn,
  LU: (number) => Number(number.slice(0, 6)) % 89 === Number(number.slice(6)),
  NL: (number) => {
    // Companies' numbers use the 11-test of the tax number; sole traders' (since 2020) ISO 7064 MOD 97-10.
    const eleven = weightedSum(digits(number), [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    if (eleven === Number(number[8])) return true;
    const letters = `2321${number.replace('B', '11')}`; // N = 23, L = 21, B = 11
    return BigInt(letters) % 97n === 1n;
  },
  PL: (number) => weightedSum(digits(number), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(number[9]),
  PT: (number) => {
    const check = 11 - (weightedSum(digits(number), [9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    return (check > 9 ? 0 : check) === Number(number[8]);
  },
  SE: (number) => passesLuhn(number.slice(0, 10)),
};

/** Why a VAT number was refused; undefined for a valid one. */
export type VatNumberFault = 'country' | 'format' | 'checkDigits';

export interface EuVatNumberCheck {
  countryCode: string;
  /** The number after the country prefix, without spaces, dots or dashes. */
  vatNumber: string;
  valid: boolean;
  fault?: VatNumberFault;
}

/**
 * Checks an EU VAT number as the VIES service would before asking the member state: a known
 * country prefix, that country's format, and its check digits where the rule is public (AT, BE,
 * DE, DK, FI, FR, IT, LU, NL, PL, PT, SE). Spaces, dots, dashes and case are ignored.
 * @example checkEuVatNumber('FR 44 732 829 320').valid // true
 * @example checkEuVatNumber('FR45732829320').fault // 'checkDigits'
 */
export function checkEuVatNumber(value: string): EuVatNumberCheck {
  const compact = compactId(value.slice(0, 64)).replace(/[.-]/g, '');
  const countryCode = compact.slice(0, 2);
  const vatNumber = compact.slice(2);
  const format = formats[countryCode];
  if (!format) return { countryCode, vatNumber, valid: false, fault: 'country' };
  if (!format.test(vatNumber)) return { countryCode, vatNumber, valid: false, fault: 'format' };
  const rule = checkDigits[countryCode];
  if (rule && !rule(vatNumber)) return { countryCode, vatNumber, valid: false, fault: 'checkDigits' };
  return { countryCode, vatNumber, valid: true };
}
