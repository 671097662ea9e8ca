import { fieldMessages } from '../fields/field-messages.ts';
import { isValidIban } from '../formats/iban/is-valid-iban.ts';
import { isValidSpanishId } from '../formats/ids/is-valid-spanish-id.ts';
import type { ValidationContext } from './field-rules.ts';

/**
 * IBAN: 'IBAN is invalid' unless valid, or the tenant's bypassIbanCheck setting is on.
 * @example validateIban('FR76 3000 6000 0112 3456 7890 188') // 'IBAN is invalid'
 * @example validateIban('anything', { bypassIbanCheck: true }) // undefined
 */
export function validateIban(value: unknown, context: ValidationContext = {}): string | undefined {
  if (context.bypassIbanCheck) return typeof value === 'string' ? undefined : fieldMessages.invalidIban();
  return isValidIban(value) ? undefined : fieldMessages.invalidIban();
}

/**
 * Spanish ID: 'Spanish ID is invalid' unless a valid DNI or NIE.
 * @example validateSpanishId('12345678A') // 'Spanish ID is invalid'
 */
export function validateSpanishId(value: unknown): string | undefined {
  return isValidSpanishId(value) ? undefined : fieldMessages.invalidSpanishId();
}
