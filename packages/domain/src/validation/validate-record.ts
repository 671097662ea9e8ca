import type { ErrorCode } from '../errors/catalogue.ts';
import type { FieldError } from '../errors/lessor-error.ts';
import type { FieldDefinition } from '../fields/field-definition.ts';
import { fieldMessages, isMandatory } from '../fields/field-messages.ts';
import { valueKindOf } from '../fields/value-kind.ts';
import { isValidDateString } from '../formats/dates/parse-date-string.ts';
import { validateCustomFormat } from '../formats/ids/validate-custom-format.ts';
import { formatPercentage } from '../formats/numbers/format-percentage.ts';
import type { FieldRules, ValidationContext } from './field-rules.ts';
import { validateIban, validateIdentifier } from './validate-bank-and-ids.ts';
import { validateEmail, validatePhone, validateUsername } from './validate-contact.ts';
import { validateDate } from './validate-date.ts';
import { fieldValidators } from './validate-field.ts';
import { type BrokenFileRule, brokenFileRule, fileRuleMessage } from './validate-file.ts';
import { validateTextLength } from './validate-text-length.ts';
import { validateWithSiblings } from './validate-with-siblings.ts';

type Fields = Readonly<Record<string, FieldDefinition>>;
type Data = Readonly<Record<string, unknown>>;
type Problem = { code: ErrorCode; message: string } | undefined;
/** A declared field, with the form settings (file limits, custom format) a declaration may add. */
type Field = FieldDefinition & Omit<FieldRules, keyof FieldDefinition>;

/** Keys a client may send beside the declared fields: per-field display flags (business-areas.md §3). */
const displayFlag = /^props_[A-Za-z0-9]+$/;

// Bodies carry dates as ISO text; the other forms parseDateString reads are for typing and imports.
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const textTypes = new Set(['text', 'password', 'textarea', 'markdown']);

/**
 * Checks a whole record against its fields: undeclared keys, value types, mandatory fields,
 * declared options, and the format rules of each field type (foundation.md §5): text lengths,
 * number and date bounds, e-mail, username (ending with @{tenant}), phone, IBAN (unless
 * bypassIbanCheck), files. Answers every problem found, each with its catalogue code and the
 * specification's form message; an empty list means the record is valid.
 * @example validateRecord(personEntity.fields, { type: 'I' })
 *   // [{ field: 'lastName', code: 'MISSING_FIELD_IN_BODY', message: 'Last name is mandatory' }]
 * @example validateRecord(fields, { bankIban: 'FR00' }, { bypassIbanCheck: true }) // []
 */
export function validateRecord(fields: Fields, record: Data, context: ValidationContext = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of Object.keys(record)) {
    // Own keys only: `constructor` or `toString` are found `in` any object.
    if (!Object.hasOwn(fields, key) && !displayFlag.test(key)) {
      errors.push({ field: key, code: 'INVALID_FIELD_IN_BODY', message: `Unknown field ${key}` });
    }
  }
  checkFields(fields, record, '', errors, context);
  return errors;
}

function checkFields(
  fields: Fields,
  record: Data,
  prefix: string,
  errors: FieldError[],
  context: ValidationContext,
): void {
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix + key;
    const value = record[key];
    if (isAbsent(field, value)) {
      if (!field.readOnly && isMandatory(field, record)) {
        errors.push({
          field: path,
          code: 'MISSING_FIELD_IN_BODY',
          message: fieldMessages.mandatory(field.label),
        });
      }
      continue;
    }
    const problem = checkValue(field, value, context);
    if (problem) {
      errors.push({ field: path, ...problem });
      continue;
    }
    const siblingProblem = validateWithSiblings(field, value, record);
    if (siblingProblem) {
      errors.push({ field: path, code: 'INVALID_FIELD_VALUE', message: siblingProblem });
      continue;
    }
    if (field.fields && field.type === 'object')
      checkFields(field.fields, value as Data, `${path}.`, errors, context);
    if (field.fields && field.type === 'list') {
      (value as Data[]).forEach((item, index) => {
        checkFields(field.fields ?? {}, item, `${path}[${index}].`, errors, context);
      });
    }
  }
}

/**
 * Whether a value stands for no value: null, or an empty value of the field's own kind (a blank
 * text, an empty list). A blank text where a list, an object, a number or a flag belongs is not
 * skipped but refused by its type, so it never reaches storage in a shape the answers cannot carry.
 */
function isAbsent(field: Field, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  switch (valueKindOf(field)) {
    case 'string':
      return typeof value === 'string' && value.trim() === '';
    case 'strings':
    case 'objects':
      return Array.isArray(value) && value.length === 0;
    default:
      return false;
  }
}

function checkValue(field: Field, value: unknown, context: ValidationContext): Problem {
  switch (valueKindOf(field)) {
    case 'string':
      if (typeof value !== 'string')
        return { code: 'INVALID_STRING_FIELD', message: `${field.label} has to be a text` };
      return checkFormat(field, value, context);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { code: 'INVALID_NUMBER_FIELD', message: fieldMessages.notANumber(field.label) };
      }
      return checkRange(field, value) ?? checkPlausibleRate(field, value, context);
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return { code: 'INVALID_INTEGER_FIELD', message: fieldMessages.notAnInteger(field.label) };
      return checkRange(field, value);
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : { code: 'INVALID_FIELD_VALUE', message: `${field.label} has to be true or false` };
    case 'strings':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        return { code: 'INVALID_ARRAY_FIELD', message: `${field.label} has to be a list of texts` };
      }
      return value.map((item) => checkFormat(field, item, context)).find(Boolean);
    case 'object':
      if (!isPlainObject(value)) {
        return { code: 'INVALID_NON_EMPTY_OBJECT_FIELD', message: `${field.label} has to be an object` };
      }
      return field.type === 'file' ? fileProblem(brokenFileRule(value, field)) : undefined;
    case 'objects':
      if (!Array.isArray(value) || !value.every(isPlainObject)) {
        return { code: 'INVALID_ARRAY_FIELD', message: `${field.label} has to be a list` };
      }
      return field.type === 'files'
        ? fileProblem(value.map((file) => brokenFileRule(file, field)).find(Boolean))
        : undefined;
  }
}

function checkFormat(field: Field, value: string, context: ValidationContext): Problem {
  const invalid = (message: string | undefined, code: ErrorCode = 'INVALID_FIELD_VALUE'): Problem =>
    message === undefined ? undefined : { code, message };
  let problem: Problem;
  if (field.type === 'date' || field.type === 'datetime') {
    if (!isoDate.test(value) || !isValidDateString(value)) {
      return { code: 'INVALID_DATE_FIELD', message: fieldMessages.invalidDate() };
    }
    problem = invalid(validateDate(value, field, context));
  } else if (textTypes.has(field.type))
    problem = invalid(validateTextLength(value, field) ?? validateIdentifier(value, field));
  else if (field.type === 'email' || field.type === 'emails') problem = invalid(validateEmail(value));
  else if (field.type === 'username') problem = invalid(validateUsername(value, context));
  else if (field.type === 'phone') problem = invalid(validatePhone(value, context));
  else if (field.type === 'iban') problem = invalid(validateIban(value, context), 'INVALID_IBAN');
  else if (field.type === 'color') problem = invalid(fieldValidators.color?.(value, field, context));
  if (problem) return problem;
  if (field.pattern !== undefined) {
    const formatProblem = invalid(validateCustomFormat(value, field.pattern));
    if (formatProblem) return formatProblem;
  }
  if (field.options && !field.options.some((option) => option.value === value)) {
    return {
      code: 'INVALID_FIELD_VALUE',
      message: `${field.label}: ${value} ${fieldMessages.unknownValue()}`,
    };
  }
  return undefined;
}

function fileProblem(broken: BrokenFileRule | undefined): Problem {
  if (broken === undefined) return undefined;
  return {
    code: broken.rule === 'extension' ? 'INVALID_FILE_EXTENSION' : 'INVALID_FIELD_VALUE',
    message: fileRuleMessage(broken),
  };
}

/** An interest rate (or another kind of rate) outside the tenant's plausible range for its kind. */
function checkPlausibleRate(field: Field, value: number, context: ValidationContext): Problem {
  const range = field.rateKind && context.rateRanges?.[field.rateKind];
  if (!range || field.type !== 'percentage') return undefined;
  // Shown as the user typed the rate: a percentage, with the spec's digits (foundation.md §5).
  const shown = (bound: number) => formatPercentage(bound, { locale: context.locale });
  if (value < range.min)
    return { code: 'RATE_OUT_OF_RANGE', message: fieldMessages.belowMin(field.label, shown(range.min)) };
  if (value > range.max)
    return { code: 'RATE_OUT_OF_RANGE', message: fieldMessages.aboveMax(field.label, shown(range.max)) };
  return undefined;
}

function checkRange(field: FieldDefinition, value: number): Problem {
  if (field.min !== undefined && value < field.min) {
    return { code: 'INVALID_FIELD_VALUE', message: fieldMessages.belowMin(field.label, field.min) };
  }
  if (field.max !== undefined && value > field.max) {
    return { code: 'INVALID_FIELD_VALUE', message: fieldMessages.aboveMax(field.label, field.max) };
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
