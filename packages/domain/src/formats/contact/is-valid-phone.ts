import { type PhoneOptions, parsePhone } from './parse-phone.ts';

/**
 * Whether a value is a phone number valid for its country, French when typed without a calling code.
 * @example isValidPhone('06 12 34 56 78') // true
 * @example isValidPhone('+44 20 7946 0958') // true
 * @example isValidPhone('12') // false
 */
export function isValidPhone(value: unknown, options: PhoneOptions = {}): boolean {
  return parsePhone(value, options)?.isValid() ?? false;
}
