import type { ErrorCode } from '../errors/catalogue.ts';
import type { FieldError } from '../errors/lessor-error.ts';
import type { FieldDefinition } from './field-definition.ts';
import { fieldMessages, isEmptyValue, isMandatory } from './field-messages.ts';
import { valueKindOf } from './value-kind.ts';

type Fields = Readonly<Record<string, FieldDefinition>>;
type Data = Readonly<Record<string, unknown>>;

/** Keys a client may send beside the declared fields: per-field display flags (business-areas.md §3). */
const displayFlag = /^props_[A-Za-z0-9]+$/;

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a whole record against its fields: undeclared keys, value types, mandatory fields,
 * declared options. Answers every problem found, each with its catalogue code and the
 * specification's form message; an empty list means the record is valid.
 * @example validateRecord(personEntity.fields, { type: 'I' })
 *   // [{ field: 'lastName', code: 'MISSING_FIELD_IN_BODY', message: 'Last name is mandatory' }]
 */
export function validateRecord(fields: Fields, record: Data): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of Object.keys(record)) {
    if (!(key in fields) && !displayFlag.test(key)) {
      errors.push({ field: key, code: 'INVALID_FIELD_IN_BODY', message: `Unknown field ${key}` });
    }
  }
  checkFields(fields, record, '', errors);
  return errors;
}

function checkFields(fields: Fields, record: Data, prefix: string, errors: FieldError[]): void {
  for (const [key, field] of Object.entries(fields)) {
    const path = prefix + key;
    const value = record[key];
    if (isEmptyValue(value)) {
      if (!field.readOnly && isMandatory(field, record)) {
        errors.push({
          field: path,
          code: 'MISSING_FIELD_IN_BODY',
          message: fieldMessages.mandatory(field.label),
        });
      }
      continue;
    }
    const problem = checkValue(field, value);
    if (problem) {
      errors.push({ field: path, ...problem });
      continue;
    }
    if (field.fields && field.type === 'object') checkFields(field.fields, value as Data, `${path}.`, errors);
    if (field.fields && field.type === 'list') {
      (value as Data[]).forEach((item, index) => {
        checkFields(field.fields ?? {}, item, `${path}[${index}].`, errors);
      });
    }
  }
}

function checkValue(
  field: FieldDefinition,
  value: unknown,
): { code: ErrorCode; message: string } | undefined {
  switch (valueKindOf(field)) {
    case 'string':
      if (typeof value !== 'string')
        return { code: 'INVALID_STRING_FIELD', message: `${field.label} has to be a text` };
      return checkFormat(field, value);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { code: 'INVALID_NUMBER_FIELD', message: fieldMessages.notANumber(field.label) };
      }
      return checkRange(field, value);
    case 'integer':
      if (!Number.isInteger(value))
        return { code: 'INVALID_INTEGER_FIELD', message: fieldMessages.notAnInteger(field.label) };
      return checkRange(field, value as number);
    case 'boolean':
      return typeof value === 'boolean'
        ? undefined
        : { code: 'INVALID_FIELD_VALUE', message: `${field.label} has to be true or false` };
    case 'strings':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        return { code: 'INVALID_ARRAY_FIELD', message: `${field.label} has to be a list of texts` };
      }
      return value.map((item) => checkFormat(field, item)).find(Boolean);
    case 'object':
      return isPlainObject(value)
        ? undefined
        : { code: 'INVALID_NON_EMPTY_OBJECT_FIELD', message: `${field.label} has to be an object` };
    case 'objects':
      return Array.isArray(value) && value.every(isPlainObject)
        ? undefined
        : { code: 'INVALID_ARRAY_FIELD', message: `${field.label} has to be a list` };
  }
}

function checkFormat(
  field: FieldDefinition,
  value: string,
): { code: ErrorCode; message: string } | undefined {
  if (
    (field.type === 'date' || field.type === 'datetime') &&
    (!isoDate.test(value) || Number.isNaN(Date.parse(value)))
  ) {
    return { code: 'INVALID_DATE_FIELD', message: fieldMessages.invalidDate() };
  }
  if (field.type === 'email' && !email.test(value))
    return { code: 'INVALID_FIELD_VALUE', message: fieldMessages.invalidEmail() };
  if (field.options && !field.options.some((option) => option.value === value)) {
    return {
      code: 'INVALID_FIELD_VALUE',
      message: `${field.label}: ${value} ${fieldMessages.unknownValue()}`,
    };
  }
  return undefined;
}

function checkRange(field: FieldDefinition, value: number): { code: ErrorCode; message: string } | undefined {
  if (field.min !== undefined && value < field.min) {
    return { code: 'INVALID_FIELD_VALUE', message: `${field.label} must be ≥ ${field.min}` };
  }
  if (field.max !== undefined && value > field.max) {
    return { code: 'INVALID_FIELD_VALUE', message: `${field.label} must be ≤ ${field.max}` };
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
