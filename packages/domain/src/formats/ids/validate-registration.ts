import { fieldMessages } from '../../fields/field-messages.ts';
import { isValidCif } from './is-valid-cif.ts';
import { isValidSiren, isValidSiret } from './is-valid-siren.ts';
import { isValidSpanishId } from './is-valid-spanish-id.ts';
import { validateCustomFormat } from './validate-custom-format.ts';
import { isVatRegistrationType, validateVatNumber } from './validate-vat-number.ts';

export interface RegistrationRule {
  /** The registration type (SIR, EVA, CIF, NIF, ...). */
  type?: string;
  /** A configured format; when present it decides alone. */
  pattern?: string | RegExp;
}

/**
 * Checks a person's registration by its type: a custom format gives 'Invalid format'; EVA and EV-...
 * are VAT-like ids; NIF is a DNI or NIE and CIF a company id ('Spanish ID is invalid'); SIR is a
 * SIREN or SIRET. Other types are free text. Answers the message, or undefined when valid.
 * @example validateRegistration('12345678Z', { type: 'NIF' }) // undefined
 * @example validateRegistration('732 829 321', { type: 'SIR' }) // 'Invalid format'
 */
export function validateRegistration(value: unknown, rule: RegistrationRule = {}): string | undefined {
  if (rule.pattern !== undefined) return validateCustomFormat(value, rule.pattern);
  if (isVatRegistrationType(rule.type)) return validateVatNumber(value);
  switch (rule.type) {
    case 'NIF':
      return isValidSpanishId(value) ? undefined : fieldMessages.invalidSpanishId();
    case 'CIF':
      return isValidCif(value) ? undefined : fieldMessages.invalidSpanishId();
    case 'SIR':
      return isValidSiren(value) || isValidSiret(value) ? undefined : fieldMessages.invalidFormat();
    default:
      return typeof value === 'string' ? undefined : fieldMessages.invalidFormat();
  }
}
