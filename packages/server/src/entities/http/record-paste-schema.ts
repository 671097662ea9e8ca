import type { RecordSchema, RecordSchemaProperty } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { type FieldDefinition, valueKindOf } from '@lessor/domain/fields';

type Fields = Readonly<Record<string, FieldDefinition>>;

const formats: Partial<Record<FieldDefinition['type'], RecordSchemaProperty['format']>> = {
  date: 'date',
  datetime: 'date-time',
  email: 'email',
};

/**
 * The fields a spreadsheet cell can fill, as a JSON Schema of one record: values of one cell
 * (no lists, objects or files), that a client may write (no status, no generated registration),
 * with the tenant's values of each select.
 * @example pasteSchemaOf(productEntity, productEntity.fields).properties.rate
 *   // { title: 'Rate', type: 'number', fieldType: 'percentage' }
 */
export function pasteSchemaOf(entity: EntityDefinition, fields: Fields): RecordSchema {
  const properties: Record<string, RecordSchemaProperty> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || field.type === 'password' || field.type === 'file') continue;
    if (name === 'registration' && !entity.clientRegistration) continue;
    const kind = valueKindOf(field);
    if (kind !== 'string' && kind !== 'number' && kind !== 'integer' && kind !== 'boolean') continue;
    const format = formats[field.type];
    properties[name] = {
      title: field.label,
      type: kind,
      fieldType: field.type,
      ...(field.options && field.options.length > 0 ? { enum: field.options.map(({ value }) => value) } : {}),
      ...(format ? { format } : {}),
    };
    if (field.mandatory) required.push(name);
  }
  return { title: entity.label, type: 'object', properties, required, additionalProperties: false };
}
