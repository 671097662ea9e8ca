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
  /** For a person: the roles of which the person offered holds one (an agreement's partner). */
  roles?: readonly string[];
  /** For a person: roles the person offered may not hold (an invoice's payer is no SALES). */
  excludedRoles?: readonly string[];
  /** For a person: the types offered (an organisation, O). */
  personTypes?: readonly string[];
}

/** The records a picker offers for a reference: an entity's, and for a person, the roles and types asked. */
export type ReferenceTarget = Pick<ReferenceField, 'target' | 'roles' | 'excludedRoles' | 'personTypes'>;

/** What of a field's declaration narrows the records offered for it. */
export function referenceTargetOf(
  field: Pick<FieldDefinition, 'roles' | 'excludedRoles' | 'personTypes'> & { references: string },
): ReferenceTarget {
  return {
    target: field.references,
    ...(field.roles ? { roles: field.roles } : {}),
    ...(field.excludedRoles ? { excludedRoles: field.excludedRoles } : {}),
    ...(field.personTypes ? { personTypes: field.personTypes } : {}),
  };
}

/**
 * The list call's filters keeping the persons a reference may name: `roles.role=PARTNER,AGENCY`
 * (holds one of them), `roles.role=-SALES` (holds none of them), both at once, and `type=O` for
 * the person types asked; none for other entities.
 * @example referenceFilters({ target: 'Person', excludedRoles: ['SALES'] }) // { 'roles.role': '-SALES' }
 */
export function referenceFilters(reference: ReferenceTarget): Record<string, string> {
  const roles = [...(reference.roles ?? []), ...(reference.excludedRoles ?? []).map((role) => `-${role}`)];
  return {
    ...(roles.length > 0 ? { 'roles.role': roles.join(',') } : {}),
    ...(reference.personTypes?.length ? { type: reference.personTypes.join(',') } : {}),
  };
}

/**
 * The computed field in which a list brings along the name of the record a reference field names
 * (the list call's `include`): `clientName` for `clientRegistration`, as the specification's
 * `partnerName` and `salesName`.
 * @example referenceNameField('partnerRegistration') // 'partnerName'
 */
export function referenceNameField(key: string): string {
  return `${key.replace(/Registration$/, '')}Name`;
}

/**
 * The fields of an entity that name another record, with the entity each names, read from the
 * declaration's `references`, nested lists and objects included, with the roles a person named
 * must or may not hold. The single source of both sides: the server keeps these references whole
 * and brings their names along in lists; forms offer a picker of the entity's records for them.
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
    return [
      {
        keys,
        path: keys.join('.'),
        label: field.label,
        ...referenceTargetOf({ ...field, references: field.references }),
      },
    ];
  });
}
