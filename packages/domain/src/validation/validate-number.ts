import { fieldMessages } from '../fields/field-messages.ts';
import { parseNumber } from '../formats/numbers/parse-number.ts';
import { parsePercentage } from '../formats/numbers/parse-percentage.ts';
import { type FieldRules, labelOf, type ValidationContext } from './field-rules.ts';

type NumberField = Pick<FieldRules, 'label' | 'min' | 'max'>;

/**
 * Number, currency and slider: a number, or text that reads as one in the locale ('{label} has to be
 * a number'), then min and max ('{label} must be ≥ {min}').
 * @example validateNumber('12,5', { label: 'Rate', max: 10 }, { locale: 'fr-FR' }) // 'Rate must be ≤ 10'
 */
export function validateNumber(
  value: unknown,
  field: NumberField,
  context: ValidationContext = {},
): string | undefined {
  const number = parseNumber(value, { locale: context.locale });
  if (number === null) return fieldMessages.notANumber(labelOf(field));
  return validateRange(number, field);
}

/**
 * Integer: as a number, and whole ('{label} has to be an integer').
 * @example validateInteger(2.5, { label: 'Quantity' }) // 'Quantity has to be an integer'
 */
export function validateInteger(
  value: unknown,
  field: NumberField,
  context: ValidationContext = {},
): string | undefined {
  const number = parseNumber(value, { locale: context.locale });
  if (number === null || !Number.isInteger(number)) return fieldMessages.notAnInteger(labelOf(field));
  return validateRange(number, field);
}

/**
 * Percentage: a stored fraction, or text such as '12,5 %' ('{label} has to be a number'); min and max
 * apply to the fraction.
 * @example validatePercentage('abc %', { label: 'Rate' }) // 'Rate has to be a number'
 */
export function validatePercentage(
  value: unknown,
  field: NumberField,
  context: ValidationContext = {},
): string | undefined {
  const fraction =
    typeof value === 'number' ? parseNumber(value) : parsePercentage(value, { locale: context.locale });
  if (fraction === null) return fieldMessages.notANumber(labelOf(field));
  return validateRange(fraction, field);
}

function validateRange(value: number, field: NumberField): string | undefined {
  if (typeof field.min === 'number' && value < field.min)
    return fieldMessages.belowMin(labelOf(field), field.min);
  if (typeof field.max === 'number' && value > field.max)
    return fieldMessages.aboveMax(labelOf(field), field.max);
  return undefined;
}
