import { fieldMessages } from '../fields/field-messages.ts';
import { isValidIban } from '../formats/iban/is-valid-iban.ts';
import { isValidSpanishId } from '../formats/ids/is-valid-spanish-id.ts';
import { isValidSepaCreditorIdentifier } from '../formats/ids/sepa-creditor-identifier.ts';
import type { FieldRules, ValidationContext } from './field-rules.ts';

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

/**
 * A text declared to hold an identifier (`identifier` on the field) gets that identifier's check:
 * 'SEPA creditor identifier is invalid' unless a creditor identifier with right check digits.
 * @example validateIdentifier('FR71ZZZ123456', { type: 'text', identifier: 'sepaCreditorIdentifier' })
 *   // 'SEPA creditor identifier is invalid'
 */
export function validateIdentifier(
  value: unknown,
  field: Pick<FieldRules, 'identifier'>,
): string | undefined {
  if (field.identifier === 'sepaCreditorIdentifier' && !isValidSepaCreditorIdentifier(value)) {
    return fieldMessages.invalidSepaCreditorIdentifier();
  }
  return undefined;
}
