import type { FieldType } from '../fields/field-definition.ts';

/** One field a pasted or imported row may fill, in JSON Schema terms plus its declared type. */
export interface RecordSchemaProperty {
  title: string;
  type: 'string' | 'number' | 'integer' | 'boolean';
  /** The declared field type: how a typed text reads (a percentage, a date in the user's locale). */
  fieldType: FieldType;
  /** The values a select accepts, when its reference list has some. */
  enum?: string[];
  format?: 'date' | 'date-time' | 'email';
}

/**
 * `GET {entity route}-schema` (business-areas.md §7, `/api/financing/products-schema`): the fields
 * a client parses pasted rows against before it sends them, as a JSON Schema of one record.
 */
export interface RecordSchema {
  title: string;
  type: 'object';
  properties: Record<string, RecordSchemaProperty>;
  required: string[];
  additionalProperties: false;
}
