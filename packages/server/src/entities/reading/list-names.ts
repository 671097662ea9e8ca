import type { EntityRecord } from '@lessor/domain/api';
import {
  type EntityDefinition,
  type ReferenceField,
  referenceFieldsOf,
  referenceNameField,
} from '@lessor/domain/entities';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { entityTables, type TenantReads } from '../../tenancy/with-tenant.ts';
import { referenceValues } from '../reference-values.ts';

/**
 * Names a list brings along for the records its rows name (foundation.md §9's light projection):
 * `clientName` for a reference field `clientRegistration` (as the specification's `partnerName`,
 * `salesName`), and `personsNames` or `assetsNames` for the items of a list (`persons`), joined,
 * each item also given its record's `name` (business-areas.md §3: an invoice's persons carry it).
 */
export interface NamesInclude {
  kind: 'names';
  name: string;
  /** Where the rows name the records: `clientRegistration`, `persons.personRegistration`. */
  field: ReferenceField;
  related: EntityDefinition;
  /** The items' names joined into one text (`personsNames`), rather than one name. */
  joined: boolean;
}

/** The names include `name` asks of a list of the entity, or undefined when it is none. */
export function readNamesInclude(
  catalogue: EntityCatalogue,
  entity: EntityDefinition,
  name: string,
): NamesInclude | undefined {
  const references = referenceFieldsOf(entity);
  const listed = /^(\w+)Names$/.exec(name)?.[1];
  const related = listed ? catalogue.withCollection(listed) : undefined;
  if (listed && related) {
    // The items of its list of them (a contract's `persons`), else its one link (a communication's person).
    const itemKey = `${related.name.charAt(0).toLowerCase()}${related.name.slice(1)}Registration`;
    const field =
      references.find((reference) => reference.path === `${listed}.${itemKey}`) ??
      references.find((reference) => reference.path === itemKey);
    if (field?.target === related.name) return { kind: 'names', name, field, related, joined: true };
  }
  const field = references.find(
    (reference) => reference.keys.length === 1 && referenceNameField(reference.path) === name,
  );
  const target = field && catalogue.named(field.target);
  if (field && target && !(name in entity.fields))
    return { kind: 'names', name, field, related: target, joined: false };
  return undefined;
}

/**
 * Adds the names to a page of records, in place: one query per entity named, however many
 * includes name it (a contract's client, partner, sales and persons are one query of persons),
 * reading only the registrations and names of the records the page names, in the tenant.
 */
export async function addNames(
  trx: TenantReads,
  tenant: string,
  records: EntityRecord[],
  includes: readonly NamesInclude[],
): Promise<void> {
  const byEntity = new Map<EntityDefinition, Set<string>>();
  for (const include of includes) {
    const wanted = byEntity.get(include.related) ?? new Set<string>();
    byEntity.set(include.related, wanted);
    for (const record of records)
      for (const { value } of referenceValues(record, include.field)) wanted.add(value);
  }
  const names = new Map<EntityDefinition, Map<string, string | null>>();
  for (const [related, values] of byEntity) names.set(related, await namesOf(trx, tenant, related, values));
  for (const include of includes) {
    const found = names.get(include.related) ?? new Map<string, string | null>();
    for (const record of records) nameRecord(record, include, found);
  }
}

function nameRecord(record: EntityRecord, include: NamesInclude, found: Map<string, string | null>) {
  const values = referenceValues(record, include.field).map(({ value }) => value);
  if (!include.joined) {
    const [value] = values;
    record[include.name] = value === undefined ? null : (found.get(value) ?? null);
    return;
  }
  const [listKey, itemKey] = include.field.keys;
  const items = listKey !== undefined && itemKey !== undefined ? record[listKey] : undefined;
  if (Array.isArray(items)) {
    record[listKey as string] = items.map((item: unknown) => {
      const value = (item as Record<string, unknown> | null)?.[itemKey as string];
      const name = typeof value === 'string' ? found.get(value) : undefined;
      return name ? { ...(item as object), name } : item;
    });
  }
  record[include.name] = [...new Set(values)].map((value) => found.get(value) ?? value).join(', ');
}

/** The name of each value (registration or id) among the entity's records of the tenant: one query. */
async function namesOf(
  trx: TenantReads,
  tenant: string,
  related: EntityDefinition,
  values: ReadonlySet<string>,
): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  if (values.size === 0) return names;
  const all = [...values];
  const ids = all.filter(isUuid).map((id) => id.toLowerCase());
  const rows = await entityTables(trx)
    .selectFrom(related.table)
    .select(['id', 'registration', 'name'])
    .where('tenant', '=', tenant)
    .where((where) =>
      ids.length === 0
        ? where('registration', 'in', all)
        : where.or([where('registration', 'in', all), where('id', 'in', ids)]),
    )
    .execute();
  for (const row of rows) {
    names.set(row.registration, row.name);
    names.set(row.id, row.name);
  }
  // An id is named in whatever case the record holds it.
  for (const value of all) if (isUuid(value)) names.set(value, names.get(value.toLowerCase()) ?? null);
  return names;
}
