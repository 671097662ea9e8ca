import { type PhoneOptions, parsePhone } from './parse-phone.ts';

/**
 * A phone number for display: a French number drops +33, starts with 0 and goes in groups of two;
 * any other in international form. Text that is not a number comes back trimmed.
 * @example formatPhone('+33612345678') // '06 12 34 56 78'
 * @example formatPhone('+442079460958') // '+44 20 7946 0958'
 */
export function formatPhone(value: unknown, options: PhoneOptions = {}): string {
  const phone = parsePhone(value, options);
  if (!phone) return typeof value === 'string' ? value.trim() : '';
  return phone.countryCallingCode === '33' ? phone.formatNational() : phone.formatInternational();
}

/**
 * A phone number as stored, E.164 (+33612345678), or undefined when it cannot be read.
 * @example normalizePhone('06 12 34 56 78') // '+33612345678'
 */
export function normalizePhone(value: unknown, options: PhoneOptions = {}): string | undefined {
  return parsePhone(value, options)?.number;
}

/**
 * What the phone picker stores: the calling code joined to the local number, the national 0 dropped.
 * @example joinPhone('+33', '06 12 34 56 78') // '+33612345678'
 */
export function joinPhone(callingCode: string, localNumber: string): string {
  const code = callingCode.replace(/\D/g, '');
  const local = localNumber.replace(/\s+/g, '');
  return parsePhone(`+${code}${local}`)?.number ?? `+${code}${local}`;
}
