import type { FieldDefinition, FieldOption } from '../fields/field-definition.ts';
import type { ColumnDefinition, EntityDeclaration, EntityDefinition } from './entity-definition.ts';
import { dashed, pluralise, snakeCase, words } from './names.ts';
import { referenceNameField } from './reference-fields.ts';

/** Fields every record has, whatever its entity. */
export const commonFields = {
  registration: { type: 'text', label: 'Registration' },
  name: { type: 'text', label: 'Name' },
  status: { type: 'select', label: 'Status', readOnly: true },
  type: { type: 'select', label: 'Type' },
} as const satisfies Record<string, FieldDefinition>;

/** What a record's documents may be when its entity names nothing narrower. */
const defaultDocumentTypes = ['CONTRACT', 'INVOICE', 'ID', 'MAINIMAGE', 'IMAGE', 'OTHER'] as const;

/**
 * Applies the defaults to a declaration, so that a declaration states only what differs.
 * @example defineEntity({ name: 'CreditLine', domain: 'financing', prefix: 'CRL', ... }).apiPath
 *   // '/api/financing/credit-lines'
 */
export function defineEntity(declaration: EntityDeclaration): EntityDefinition {
  const camelName = declaration.name[0]?.toLowerCase() + declaration.name.slice(1);
  const collection = declaration.collection ?? pluralise(camelName);
  const pluralRoute = dashed(collection);
  const route = dashed(declaration.name);
  const statusList = declaration.statusList ?? `${camelName}Status`;
  const typeList = declaration.typeList ?? `${camelName}Type`;
  const documentTypeList = declaration.documentTypeList ?? `${camelName}DocumentType`;
  const statuses = declaration.statuses ?? declaration.workflow?.statuses;
  const initialStatus = declaration.initialStatus ?? declaration.workflow?.initialStatus;
  const fields: Record<string, FieldDefinition> = {
    ...commonFields,
    status: listField(commonFields.status, statusList, statuses),
    type: listField(commonFields.type, typeList, declaration.types),
    ...declaration.fields,
  };
  const label = declaration.label ?? words(declaration.name);
  return {
    ...declaration,
    ...(statuses ? { statuses } : {}),
    ...(initialStatus ? { initialStatus } : {}),
    fields,
    collection,
    route,
    pluralRoute,
    newRoute: route === pluralRoute ? `/${route}/new` : `/${route}`,
    apiPath: `/api/${declaration.domain}/${declaration.apiSegment ?? pluralRoute}`,
    table: snakeCase(collection),
    label,
    pluralLabel: declaration.pluralLabel ?? pluralise(label),
    listColumns: declaration.listColumns.map((column) => toColumn(column, fields)),
    form: declaration.form ?? [{ title: label, fields: Object.keys(fields) }],
    hasCreateForm: declaration.hasCreateForm ?? true,
    clientRegistration: declaration.clientRegistration ?? false,
    statusList,
    typeList,
    documentTypes: declaration.documentTypes ?? defaultDocumentTypes,
    documentTypeList,
    group: declaration.group ?? 'administration',
  };
}

/** Status and type name their reference list; declared values become the list's default options. */
function listField(
  field: FieldDefinition,
  list: string,
  values: readonly string[] | undefined,
): FieldDefinition {
  return { ...field, list, ...(values ? { options: values.map(toOption) } : {}) };
}

/** `IN_PROGRESS` to `{ value: 'IN_PROGRESS', label: 'In progress' }`. */
export function toOption(value: string): FieldOption {
  const spaced = value.toLowerCase().replace(/_/g, ' ');
  return { value, label: spaced.charAt(0).toUpperCase() + spaced.slice(1) };
}

function toColumn(
  column: string | ColumnDefinition,
  fields: Record<string, FieldDefinition>,
): ColumnDefinition {
  if (typeof column !== 'string') return column;
  const field = fields[column];
  const target = field?.references;
  return {
    key: column,
    label: field?.label ?? words(column),
    ...(column === 'registration'
      ? { link: true }
      : target
        ? { link: `/${dashed(target)}/{${column}}` }
        : {}),
    // A person is known by name: the list brings it along (`clientName`); other records by their number.
    ...(target === 'Person' ? { nameField: referenceNameField(column) } : {}),
    ...(column === 'status' ? { badge: true } : {}),
    ...(field?.type === 'currency' && fields.currency ? { currencyField: 'currency' } : {}),
  };
}
