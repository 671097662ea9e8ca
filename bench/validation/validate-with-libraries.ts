import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import type { ImportRow } from './generate-import-rows.ts';

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The same checks with the libraries alone and the least code around them: ibantools for the IBAN,
 * libphonenumber-js for the phone, a regular expression for the e-mail, inline DNI/NIE and date checks.
 */
export const libraryChecks: Record<keyof ImportRow, (value: string) => string | undefined> = {
  iban: (value) => (isValidIBAN(electronicFormatIBAN(value) ?? '') ? undefined : 'IBAN is invalid'),
  spanishId: (value) => (isSpanishId(value) ? undefined : 'Spanish ID is invalid'),
  email: (value) => (email.test(value) ? undefined : 'Email format should be "name@example.com"'),
  phone: (value) => (isValidPhoneNumber(value, 'FR') ? undefined : 'Invalid format'),
  birthDate: (value) => (isDayMonthYear(value) ? undefined : 'Invalid date'),
};

/** One import row checked with the libraries alone. */
export function validateRowWithLibraries(row: ImportRow): string[] {
  const messages: string[] = [];
  for (const column of ['iban', 'spanishId', 'email', 'phone', 'birthDate'] as const) {
    const message = libraryChecks[column](row[column]);
    if (message) messages.push(message);
  }
  return messages;
}

function isSpanishId(value: string): boolean {
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(value);
  if (!match) return false;
  const number = Number(`${match[1] ? 'XYZ'.indexOf(match[1]) : ''}${match[2]}`);
  return dniLetters[number % 23] === match[3];
}

function isDayMonthYear(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}
