import { fieldMessages, isEmptyValue } from '../fields/field-messages.ts';
import { validateCustomFormat } from '../formats/ids/validate-custom-format.ts';
import type { FieldRules, ValidationContext } from './field-rules.ts';
import { validateIban, validateIdentifier } from './validate-bank-and-ids.ts';
import { validateEmail, validateEmails, validatePhone, validateUsername } from './validate-contact.ts';
import { validateDate } from './validate-date.ts';
import { validateFile, validateFiles } from './validate-file.ts';
import { validateMandatory } from './validate-mandatory.ts';
import { validateInteger, validateNumber, validatePercentage } from './validate-number.ts';
import { validateSelect } from './validate-select.ts';
import { validateTextLength } from './validate-text-length.ts';

type Validator = (value: unknown, field: FieldRules, context: ValidationContext) => string | undefined;

const text: Validator = (value, field) =>
  validateTextLength(value, field) ?? validateIdentifier(value, field);
const select: Validator = (value, field) => validateSelect(value, field);
const boolean: Validator = (value) =>
  typeof value === 'boolean' ? undefined : fieldMessages.invalidFormat();
const colour: Validator = (value) =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)
    ? undefined
    : fieldMessages.invalidFormat();

/** One validator per field type of foundation.md §3; a type not listed has no rule of its own. */
export const fieldValidators: Readonly<Record<string, Validator>> = {
  text,
  password: text,
  textarea: text,
  markdown: text,
  number: validateNumber,
  currency: validateNumber,
  slider: validateNumber,
  integer: validateInteger,
  percentage: validatePercentage,
  date: validateDate,
  datetime: validateDate,
  email: validateEmail,
  emails: validateEmails,
  username: (value, _field, context) => validateUsername(value, context),
  phone: (value, _field, context) => validatePhone(value, context),
  iban: (value, _field, context) => validateIban(value, context),
  checkbox: boolean,
  switch: boolean,
  radio: select,
  select,
  'grid select': select,
  file: (value, field) => validateFile(value, field),
  files: (value, field) => validateFiles(value, field),
  color: colour,
};

/**
 * A form field's message, or undefined when the value is fine: '{label} is mandatory' for an empty
 * mandatory value, then the type's rule, then the custom format ('Invalid format'). An empty optional
 * value is fine. Never throws.
 * @example validateField({ type: 'email', label: 'Email' }, 'ada@') // 'Email format should be "name@example.com"'
 * @example validateField({ type: 'text', label: 'Name', mandatory: true }, '') // 'Name is mandatory'
 */
export function validateField(
  field: FieldRules,
  value: unknown,
  context: ValidationContext = {},
): string | undefined {
  if (isEmptyValue(value)) return field.mandatory ? validateMandatory(value, field.label) : undefined;
  const validator = Object.hasOwn(fieldValidators, field.type) ? fieldValidators[field.type] : undefined;
  const values = field.multiple && Array.isArray(value) && !isListType(field.type) ? value : [value];
  for (const item of values) {
    const problem = validator?.(item, field, context);
    if (problem) return problem;
    if (field.pattern !== undefined) {
      const formatProblem = validateCustomFormat(item, field.pattern);
      if (formatProblem) return formatProblem;
    }
  }
  return undefined;
}

function isListType(type: string): boolean {
  return type === 'emails' || type === 'files' || type === 'select' || type === 'grid select';
}
