import { fieldMessages } from '../fields/field-messages.ts';
import { isValidEmail } from '../formats/contact/is-valid-email.ts';
import { isValidPhone } from '../formats/contact/is-valid-phone.ts';
import { isValidUsername } from '../formats/contact/is-valid-username.ts';
import type { ValidationContext } from './field-rules.ts';

/**
 * E-mail: 'Email format should be "name@example.com"' unless valid.
 * @example validateEmail('ada@') // 'Email format should be "name@example.com"'
 */
export function validateEmail(value: unknown): string | undefined {
  return isValidEmail(typeof value === 'string' ? value.trim() : value)
    ? undefined
    : fieldMessages.invalidEmail();
}

/**
 * E-mails list: every address valid (the form itself keeps only the valid ones, see `validEmails`).
 * @example validateEmails(['ada@example.com', 'nope']) // 'Email format should be "name@example.com"'
 */
export function validateEmails(value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => validateEmail(item) === undefined) ? undefined : fieldMessages.invalidEmail();
}

/**
 * Username: 'Should be a valid email or a valid string ending with @{tenant}' unless valid.
 * @example validateUsername('ada', { tenant: 'acme' }) // 'Should be a valid email or a valid string ending with @acme'
 */
export function validateUsername(value: unknown, context: ValidationContext = {}): string | undefined {
  return isValidUsername(value, context.tenant) ? undefined : fieldMessages.invalidUsername(context.tenant);
}

/**
 * Phone: 'Invalid format' unless a valid number (spaces removed).
 * @example validatePhone('06 12 34 56') // 'Invalid format'
 */
export function validatePhone(value: unknown, context: ValidationContext = {}): string | undefined {
  const options = context.defaultCountry ? { defaultCountry: context.defaultCountry } : {};
  return isValidPhone(value, options) ? undefined : fieldMessages.invalidFormat();
}
