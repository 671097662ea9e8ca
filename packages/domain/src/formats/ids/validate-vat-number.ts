import { fieldMessages } from '../../fields/field-messages.ts';
import { compactId } from './is-valid-dni.ts';

// Country rules the specification states (business-areas.md §5); other countries only need two letters.
const countryPatterns: Readonly<Record<string, RegExp>> = {
  FR: /^FR[A-Z0-9]{2}\d{9}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
};

/**
 * Checks a VAT-like identifier (registration type EVA or EV-...): two letters first
 * ('Must start with two letters'); FR then 2 alphanumerics and 9 digits, LT then 9 or 12 digits
 * ('Invalid format'). Spaces and case are ignored. Answers the message, or undefined when valid.
 * @example validateVatNumber('FR 40 303 265 045') // undefined
 * @example validateVatNumber('40303265045') // 'Must start with two letters'
 * @example validateVatNumber('LT1234') // 'Invalid format'
 */
export function validateVatNumber(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return fieldMessages.mustStartWithTwoLetters();
  const compact = compactId(value);
  if (!/^[A-Z]{2}/.test(compact)) return fieldMessages.mustStartWithTwoLetters();
  const pattern = countryPatterns[compact.slice(0, 2)];
  if (pattern && !pattern.test(compact)) return fieldMessages.invalidFormat();
  if (!/^[A-Z]{2}[A-Z0-9]+$/.test(compact)) return fieldMessages.invalidFormat();
  return undefined;
}

/**
 * Whether a registration type holds VAT-like identifiers: EVA, or any type starting with EV-.
 * @example isVatRegistrationType('EV-FR') // true
 */
export function isVatRegistrationType(type: unknown): boolean {
  return typeof type === 'string' && (type === 'EVA' || type.startsWith('EV-'));
}
