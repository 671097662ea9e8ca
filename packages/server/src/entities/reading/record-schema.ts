import { type EntityDefinition, referenceFieldsOf, referenceNameField } from '@lessor/domain/entities';
import { type FieldDefinition, valueKindOf } from '@lessor/domain/fields';

type JsonSchema = Record<string, unknown>;

const nullableText = { type: ['string', 'null'] };

/**
 * The JSON schema of a record as the API answers it, derived from the declaration. Fastify
 * serialises with it, which is faster than JSON.stringify and never answers an undeclared field.
 */
export function recordSchema(entity: EntityDefinition): JsonSchema {
  return {
    type: 'object',
    properties: {
      ...propertiesOf(entity.fields),
      _id: { type: 'string' },
      _version: { type: 'integer' },
      _insertDate: { type: 'string' },
      _insertUser: { type: 'string' },
      _updateDate: { type: 'string' },
      _updateUser: { type: 'string' },
      _secretsSet: { type: 'array', items: { type: 'string' } },
      registration: { type: 'string' },
      name: nullableText,
      status: nullableText,
      type: nullableText,
    },
    // Per-field display flags (props_phone, ...) travel with the record.
    patternProperties: { '^props_[A-Za-z0-9]+$': { type: 'object', additionalProperties: true } },
  };
}

/** A listed record may carry its includes: related records and computed names. */
export function listRecordSchema(entity: EntityDefinition): JsonSchema {
  const schema = recordSchema(entity);
  // The name of the record each reference field names (`clientName`), where no field has that name.
  const referenceNames = referenceFieldsOf(entity)
    .filter((field) => field.keys.length === 1 && !(referenceNameField(field.path) in entity.fields))
    .map((field) => [referenceNameField(field.path), nullableText]);
  return {
    ...schema,
    properties: {
      ...Object.fromEntries(referenceNames),
      ...(schema.properties as JsonSchema),
      included: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
      },
      personsNames: { type: 'string' },
      assetsNames: { type: 'string' },
      organizationName: nullableText,
      documentTypes: { type: 'array', items: { type: 'string' } },
    },
  };
}

function propertiesOf(fields: Readonly<Record<string, FieldDefinition>>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]));
}

function fieldSchema(field: FieldDefinition): JsonSchema {
  // Nested objects keep configured extras (foundation.md §3: "plus configured extras").
  const object = { type: 'object', properties: propertiesOf(field.fields ?? {}), additionalProperties: true };
  switch (valueKindOf(field)) {
    case 'string':
      // A password is written, never answered (entities/writing/secret-fields.ts).
      return field.type === 'password' ? { type: 'string', writeOnly: true } : { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'strings':
      return { type: 'array', items: { type: 'string' } };
    case 'object':
      return object;
    case 'objects':
      return { type: 'array', items: object };
  }
}
