import type { FieldDefinition } from '../fields/field-definition.ts';
import type { ValidationContext } from './field-rules.ts';
import { normalizeFieldValue } from './normalize-field-value.ts';

type Data = Record<string, unknown>;

/**
 * A record with every declared value in its stored form (see `normalizeFieldValue`), nested
 * objects and list items included; undeclared keys are left for validation to refuse. An empty or
 * blank text means no value, whatever the field's type: the key is dropped, as a null would be.
 * @example normalizeRecord(fields, { bankAccounts: [{ bankIban: 'fr76 3000 6000 0112 3456 7890 189' }] })
 *   // { bankAccounts: [{ bankIban: 'FR7630006000011234567890189' }] }
 */
export function normalizeRecord(
  fields: Readonly<Record<string, FieldDefinition>>,
  record: Readonly<Data>,
  context: Pick<ValidationContext, 'locale'> = {},
): Data {
  const normalized: Data = { ...record };
  for (const [key, field] of Object.entries(fields)) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    if (isBlank(value)) {
      delete normalized[key];
      continue;
    }
    if (field.type === 'object' && field.fields && isData(value)) {
      normalized[key] = normalizeRecord(field.fields, value, context);
    } else if (field.type === 'list' && field.fields && Array.isArray(value)) {
      const itemFields = field.fields;
      normalized[key] = value.map((item) =>
        isData(item) ? normalizeRecord(itemFields, item, context) : item,
      );
    } else {
      normalized[key] = normalizeFieldValue(field, value, context);
    }
  }
  return normalized;
}

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
