import type { FieldDefinition } from '../fields/field-definition.ts';
import type { EntityDefinition } from './entity-definition.ts';

/** A field of an entity that names another record, by registration or id. */
export interface ReferenceField {
  /**
   * The keys from the record down to the field: `['clientRegistration']`, or
   * `['persons', 'personRegistration']` for the field of each item of a list (or of an object).
   */
  keys: readonly string[];
  /** The keys joined by dots, to show or to key by: `persons.personRegistration`. */
  path: string;
  /** The field's label: `Person`. */
  label: string;
  /** Name of the entity of the record named: `Person`. */
  target: string;
}

/**
 * The fields of an entity that name another record, with the entity each names, read from the
 * declaration's `references`, nested lists and objects included. The server keeps these
 * references whole; forms offer a picker for them.
 * @example referenceFieldsOf(invoiceEntity)
 *   // [{ keys: ['contractRegistration'], path: 'contractRegistration', label: 'Contract', target: 'Contract' },
 *   //  { keys: ['persons', 'personRegistration'], path: 'persons.personRegistration', label: 'Person', target: 'Person' }]
 */
export function referenceFieldsOf(entity: Pick<EntityDefinition, 'fields'>): ReferenceField[] {
  return collect(entity.fields, []);
}

function collect(
  fields: Readonly<Record<string, FieldDefinition>>,
  above: readonly string[],
): ReferenceField[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const keys = [...above, key];
    if (field.fields) return collect(field.fields, keys);
    if (!field.references) return [];
    return [{ keys, path: keys.join('.'), label: field.label, target: field.references }];
  });
}
