import type { FieldDefinition } from '@lessor/domain/fields';
import type { ConfiguredEntry } from './reference-list-entry.ts';

type Fields = Readonly<Record<string, FieldDefinition>>;

/**
 * The fields with the options of the tenant's own lists, so that a value outside a configured
 * list is refused on write (`INVALID_FIELD_VALUE`) exactly as one outside a declared list is.
 */
export function applyTenantLists(
  fields: Fields,
  lists: ReadonlyMap<string, readonly ConfiguredEntry[]>,
): Fields {
  if (lists.size === 0) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const entries = field.list ? lists.get(field.list) : undefined;
      let next = field;
      if (entries) next = { ...next, options: entries.map(({ value }) => ({ value, label: value })) };
      if (field.fields) next = { ...next, fields: applyTenantLists(field.fields, lists) };
      return [key, next];
    }),
  );
}
