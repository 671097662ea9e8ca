import type { EntityDefinition } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import type { ConfiguredEntry } from './reference-list-entry.ts';

type Fields = Readonly<Record<string, FieldDefinition>>;

/**
 * Every list the declarations of `entities` name, with the values they give it: the lists a tenant
 * starts with. A list named without values (country, legalForm) starts empty and accepts any value
 * until the tenant fills it.
 */
export function referenceListDefaults(
  entities: readonly EntityDefinition[],
): ReadonlyMap<string, readonly ConfiguredEntry[]> {
  const lists = new Map<string, ConfiguredEntry[]>();
  const visit = (fields: Fields) => {
    for (const field of Object.values(fields)) {
      if (field.list) {
        const known = lists.get(field.list) ?? [];
        for (const option of field.options ?? []) {
          if (!known.some((entry) => entry.value === option.value)) known.push({ ...option });
        }
        lists.set(field.list, known);
      }
      if (field.fields) visit(field.fields);
    }
  };
  for (const entity of entities) visit(entity.fields);
  return lists;
}
