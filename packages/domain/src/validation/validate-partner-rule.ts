import { fieldMessages } from '../fields/field-messages.ts';
import { tryParseDateString } from '../formats/dates/parse-date-string.ts';
import { parseNumber } from '../formats/numbers/parse-number.ts';

export interface PartnerRule {
  /** This field must be less than its partner (a min, a from) or greater (a max, a to). */
  rule: 'lessThan' | 'greaterThan';
  partnerLabel: string;
  partnerValue: unknown;
}

/**
 * Advanced and list search forms: a field bound to a partner ('$ must be less than $',
 * '$ must be greater than $'). Numbers and dates compare; an empty side breaks nothing, and an
 * equal pair is accepted so that one day or one amount can be searched.
 * @example validatePartnerRule(500, 'Min amount', { rule: 'lessThan', partnerLabel: 'Max amount', partnerValue: 100 })
 *   // 'Min amount must be less than Max amount'
 */
export function validatePartnerRule(
  value: unknown,
  label: string,
  partner: PartnerRule,
  options: { locale?: string } = {},
): string | undefined {
  const own = comparable(value, options.locale);
  const other = comparable(partner.partnerValue, options.locale);
  if (own === undefined || other === undefined) return undefined;
  if (partner.rule === 'lessThan' && own > other)
    return fieldMessages.mustBeLessThan(label, partner.partnerLabel);
  if (partner.rule === 'greaterThan' && own < other) {
    return fieldMessages.mustBeGreaterThan(label, partner.partnerLabel);
  }
  return undefined;
}

function comparable(value: unknown, locale: string | undefined): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = parseNumber(value, { locale });
  if (number !== null) return number;
  return tryParseDateString(value, { locale })?.getTime();
}
