import type { FieldDefinition, FieldOption } from '@lessor/domain/fields';
import { type ConfiguredEntry, defaultReferenceListValues } from '@lessor/domain/reference-lists';

type Fields = Readonly<Record<string, FieldDefinition>>;

/**
 * The fields with the options of the lists they name: the tenant's own list, else the field's
 * declared values, else the default list (countries, legal forms…), so that a value outside it is refused on write
 * (`INVALID_FIELD_VALUE`) exactly as one outside a declared list is.
 */
export function applyTenantLists(
  fields: Fields,
  lists: ReadonlyMap<string, readonly ConfiguredEntry[]>,
): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      let next = field;
      const options = field.list ? listOptions(field, field.list, lists) : undefined;
      if (options) next = { ...next, options };
      if (field.fields) next = { ...next, fields: applyTenantLists(field.fields, lists) };
      return [key, next];
    }),
  );
}

function listOptions(
  field: FieldDefinition,
  name: string,
  lists: ReadonlyMap<string, readonly ConfiguredEntry[]>,
): readonly FieldOption[] | undefined {
  const configured = lists.get(name);
  if (configured) return configured.map(({ value }) => ({ value, label: value }));
  // A field declaring its own values keeps them: a list several declarations share may hold more.
  if (field.options && field.options.length > 0) return undefined;
  let options = defaultOptions.get(name);
  if (!options) {
    options = defaultReferenceListValues(name)?.map((value) => ({ value, label: value }));
    if (options) defaultOptions.set(name, options);
  }
  return options;
}

// Every write of a person checks four country fields and a legal form: build their options once.
const defaultOptions = new Map<string, readonly FieldOption[]>();
