import { normalizeAddress } from '../formats/address/normalize-address.ts';
import { validEmails } from '../formats/contact/parse-emails.ts';
import { tryParseDateString } from '../formats/dates/parse-date-string.ts';
import { normalizeIban } from '../formats/iban/normalize-iban.ts';
import { normalizeSepaCreditorIdentifier } from '../formats/ids/sepa-creditor-identifier.ts';
import { parseInteger, parseNumber } from '../formats/numbers/parse-number.ts';
import { parsePercentage } from '../formats/numbers/parse-percentage.ts';
import type { FieldRules, ValidationContext } from './field-rules.ts';

/**
 * A valid field value as it is stored (foundation.md §5): IBAN and SEPA creditor identifier
 * unformatted, phone without spaces,
 * e-mail trimmed and e-mails list reduced to the valid ones, typed numbers and percentages (as
 * fractions) read in the locale, integers rounded, dates as ISO text (date-only at UTC midnight),
 * address fields empty to null. Anything it cannot read is returned unchanged for the validator to refuse.
 * @example normalizeFieldValue({ type: 'iban' }, 'fr76 3000 6000 0112 3456 7890 189') // 'FR7630006000011234567890189'
 * @example normalizeFieldValue({ type: 'percentage' }, '12,5 %', { locale: 'fr-FR' }) // 0.125
 */
export function normalizeFieldValue(
  field: Pick<FieldRules, 'type' | 'identifier'>,
  value: unknown,
  context: Pick<ValidationContext, 'locale'> = {},
): unknown {
  const locale = context.locale;
  // A creditor identifier is typed in groups like an IBAN, and stored like one.
  if (field.identifier === 'sepaCreditorIdentifier' && typeof value === 'string')
    return normalizeSepaCreditorIdentifier(value);
  switch (field.type) {
    case 'iban':
      return typeof value === 'string' ? normalizeIban(value) : value;
    case 'phone':
      return typeof value === 'string' ? value.replace(/\s+/g, '') : value;
    case 'email':
      return typeof value === 'string' ? value.trim() : value;
    case 'emails':
      return Array.isArray(value) || typeof value === 'string' ? validEmails(value) : value;
    case 'number':
    case 'currency':
    case 'slider':
      return typeof value === 'string' ? (parseNumber(value, { locale }) ?? value) : value;
    case 'integer':
      return typeof value === 'string' ? (parseInteger(value, { locale }) ?? value) : value;
    case 'percentage':
      return typeof value === 'string' ? (parsePercentage(value, { locale }) ?? value) : value;
    case 'date':
    case 'datetime':
      return typeof value === 'string'
        ? (tryParseDateString(value, { locale })?.toISOString() ?? value)
        : value;
    case 'address':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? normalizeAddress({ ...value })
        : value;
    default:
      return value;
  }
}

/**
 * Forces a text to upper or lower case, as a field may ask (IBANs are stored upper case).
 * @example forceCase('fr76', 'upper') // 'FR76'
 */
export function forceCase(value: string, to: 'upper' | 'lower' | undefined): string {
  if (to === 'upper') return value.toUpperCase();
  return to === 'lower' ? value.toLowerCase() : value;
}
