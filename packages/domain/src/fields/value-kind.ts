import type { FieldDefinition, FieldType } from './field-definition.ts';

/** How a field's value is represented in JSON. */
export type ValueKind = 'string' | 'number' | 'integer' | 'boolean' | 'strings' | 'object' | 'objects';

const kindByType: Record<FieldType, ValueKind> = {
  text: 'string',
  password: 'string',
  textarea: 'string',
  number: 'number',
  integer: 'integer',
  percentage: 'number',
  currency: 'number',
  date: 'string',
  datetime: 'string',
  email: 'string',
  emails: 'strings',
  username: 'string',
  phone: 'string',
  iban: 'string',
  checkbox: 'boolean',
  radio: 'string',
  switch: 'boolean',
  file: 'object',
  files: 'objects',
  select: 'string',
  address: 'object',
  markdown: 'string',
  slider: 'number',
  color: 'string',
  'grid select': 'string',
  object: 'object',
  list: 'objects',
};

export function valueKindOf(field: FieldDefinition): ValueKind {
  if (field.multiple && kindByType[field.type] === 'string') return 'strings';
  return kindByType[field.type];
}
