import type { FieldDefinition } from '../fields/field-definition.ts';
import type { ColumnDefinition, EntityDeclaration, EntityDefinition } from './entity-definition.ts';
import { dashed, pluralise, snakeCase, words } from './names.ts';

/** Fields every record has, whatever its entity. */
export const commonFields = {
  registration: { type: 'text', label: 'Registration' },
  name: { type: 'text', label: 'Name' },
  status: { type: 'select', label: 'Status', readOnly: true },
  type: { type: 'select', label: 'Type' },
} as const satisfies Record<string, FieldDefinition>;

/**
 * Applies the defaults to a declaration, so that a declaration states only what differs.
 * @example defineEntity({ name: 'CreditLine', domain: 'financing', prefix: 'CRL', ... }).apiPath
 *   // '/api/financing/credit-lines'
 */
export function defineEntity(declaration: EntityDeclaration): EntityDefinition {
  const collection =
    declaration.collection ?? pluralise(declaration.name[0]?.toLowerCase() + declaration.name.slice(1));
  const pluralRoute = dashed(collection);
  const fields = { ...commonFields, ...declaration.fields };
  const label = declaration.label ?? words(declaration.name);
  return {
    ...declaration,
    fields,
    collection,
    route: dashed(declaration.name),
    pluralRoute,
    apiPath: `/api/${declaration.domain}/${pluralRoute}`,
    table: snakeCase(collection),
    label,
    pluralLabel: declaration.pluralLabel ?? pluralise(label),
    listColumns: declaration.listColumns.map((column) => toColumn(column, fields)),
    form: declaration.form ?? [{ title: label, fields: Object.keys(fields) }],
    hasCreateForm: declaration.hasCreateForm ?? true,
    clientRegistration: declaration.clientRegistration ?? false,
  };
}

function toColumn(
  column: string | ColumnDefinition,
  fields: Record<string, FieldDefinition>,
): ColumnDefinition {
  if (typeof column !== 'string') return column;
  return {
    key: column,
    label: fields[column]?.label ?? words(column),
    ...(column === 'registration' ? { link: true } : {}),
    ...(column === 'status' ? { badge: true } : {}),
  };
}
