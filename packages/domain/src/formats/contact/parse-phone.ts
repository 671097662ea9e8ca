import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface PhoneOptions {
  /** The country of numbers typed without a calling code; France unless told. */
  defaultCountry?: CountryCode;
}

// E.164 numbers have at most 15 digits; typed text with extensions and spaces stays well under 64.
const longestTyped = 64;

/**
 * A typed phone number read by libphonenumber-js (full metadata), spaces removed; undefined when
 * it cannot be read.
 * @example parsePhone('06 12 34 56 78')?.number // '+33612345678'
 */
export function parsePhone(value: unknown, options: PhoneOptions = {}): PhoneNumber | undefined {
  if (typeof value !== 'string' || value.length > longestTyped) return undefined;
  return parsePhoneNumberFromString(value.replace(/\s+/g, ''), {
    defaultCountry: options.defaultCountry ?? 'FR',
  });
}
