import type { FieldDefinition } from '../fields/field-definition.ts';
import type { ColumnDefinition, EntityDefinition } from './entity-definition.ts';

/** What a tenant adds to one entity: its own fields, and which of them its lists show. */
export interface EntityExtension {
  fields: Readonly<Record<string, FieldDefinition>>;
  /** The extra fields the list shows as columns; every extra field when absent. */
  listColumns?: readonly string[];
}

/**
 * A tenant's `collection-extension` document: extra fields by entity name
 * (`{ "Person": { "fields": { "loyaltyTier": { "type": "text", "label": "Loyalty tier" } } } }`),
 * read by the API, its lists and the detail pages without a restart.
 */
export type CollectionExtension = Readonly<Record<string, EntityExtension>>;

/** The title of the card the extra fields are drawn in. */
export const extensionSectionTitle = 'Extension';

/**
 * The entity as a tenant sees it: its declared fields and the tenant's extra ones (a declared field
 * keeps its declaration whatever the document says), these in an Extension section of the form and
 * in the list's columns. The same entity, unchanged, when the tenant extends nothing of it.
 */
export function extendEntity(
  entity: EntityDefinition,
  extension: CollectionExtension | undefined,
): EntityDefinition {
  const extra = extraFieldsOf(entity, extension?.[entity.name]);
  const names = Object.keys(extra);
  if (names.length === 0) return entity;
  const listed = extension?.[entity.name]?.listColumns?.filter((name) => names.includes(name)) ?? names;
  const columns = listed.map((key): ColumnDefinition => ({ key, label: extra[key]?.label ?? key }));
  return {
    ...entity,
    fields: { ...entity.fields, ...extra },
    form: [...entity.form, { title: extensionSectionTitle, fields: names }],
    listColumns: [...entity.listColumns, ...columns],
  };
}

/** The document's fields for the entity that it does not already declare. */
function extraFieldsOf(
  entity: EntityDefinition,
  extension: EntityExtension | undefined,
): Record<string, FieldDefinition> {
  const fields = extension?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !Object.hasOwn(entity.fields, key)));
}
