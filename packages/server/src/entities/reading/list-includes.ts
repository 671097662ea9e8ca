import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import { entityTables, type TenantReads } from '../../tenancy/with-tenant.ts';
import { recordColumns, rowToRecord } from '../record-mapping.ts';
import { addNames, type NamesInclude, readNamesInclude } from './list-names.ts';

/**
 * Related records a list may bring along (`include=persons,assets,fundings`), and the computed
 * names (`personsNames`, `assetsNames`, `clientName`, `organizationName`), as the contract list of
 * foundation.md §9 asks. Related records come under `included.{collection}`, one query each; names
 * one query per entity named (list-names.ts). `documentTypes` lists the types of each record's
 * documents (an invoice list shows its download only where there is an INVOICE).
 */
export type Include =
  | { kind: 'records'; name: string; related: EntityDefinition; link: Link }
  | NamesInclude
  | { kind: 'organizationName'; name: 'organizationName' }
  | { kind: 'documentTypes'; name: 'documentTypes' };

/** How a related record points at, or is pointed at by, a listed one. */
type Link =
  | { by: 'listItem'; listField: string; itemField: string }
  | { by: 'ownerField'; field: string }
  | { by: 'document' };

/**
 * At most this many includes in one list call: a contract list asks for six or seven. Each one is
 * a query and a pass over the page, so a list cannot be made to repeat them at will.
 */
const maxIncludes = 10;
/** At most this many related rows for one include; a list that would bring more asks for fewer rows. */
export const maxIncludedRows = 5000;

/** The includes a list call names, among the catalogue's entities related to the listed one. */
export function readIncludes(
  catalogue: EntityCatalogue,
  entity: EntityDefinition,
  include: string | undefined,
): Include[] {
  if (!include) return [];
  const names = [...new Set(include.split(',').filter(Boolean))];
  if (names.length > maxIncludes) throw new LessorError('INVALID_FIELD_IN_QUERY', ['include']);
  return names.map((name) => {
    if (name === 'organizationName') return { kind: 'organizationName', name };
    if (name === 'documentTypes') return { kind: 'documentTypes', name };
    const names = readNamesInclude(catalogue, entity, name);
    if (names) return names;
    const related = catalogue.withCollection(name);
    const link = related && linkBetween(entity, related);
    if (!related || !link) throw new LessorError('INVALID_FIELD_IN_QUERY', [`include=${name}`]);
    return { kind: 'records', name, related, link };
  });
}

function linkBetween(entity: EntityDefinition, related: EntityDefinition): Link | undefined {
  const itemField = `${camel(related.name)}Registration`;
  const list = entity.fields[related.collection];
  if (list?.type === 'list' && list.fields && itemField in list.fields)
    return { by: 'listItem', listField: related.collection, itemField };
  const ownerField = `${camel(entity.name)}Registration`;
  if (ownerField in related.fields) return { by: 'ownerField', field: ownerField };
  if (related.name === 'Document') return { by: 'document' };
  return undefined;
}

/** Adds the includes to a page of records, in place. */
export async function addIncludes(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  records: EntityRecord[],
  includes: readonly Include[],
): Promise<void> {
  await addNames(
    trx,
    tenant,
    records,
    includes.filter((include) => include.kind === 'names'),
  );
  for (const include of includes) {
    if (include.kind === 'names') continue;
    if (include.kind === 'organizationName') {
      for (const record of records)
        record.organizationName = (record.organization as { name?: unknown } | undefined)?.name ?? null;
      continue;
    }
    if (include.kind === 'documentTypes') {
      await addDocumentTypes(trx, tenant, entity, records);
      continue;
    }
    const { link } = include;
    const related = await relatedRecords(trx, tenant, entity, include, records);
    const byKey = new Map<unknown, EntityRecord[]>();
    for (const candidate of related) {
      const key = keyOf(candidate, link);
      const group = byKey.get(key);
      if (group) group.push(candidate);
      else byKey.set(key, [candidate]);
    }
    for (const record of records) {
      const mine = [...new Set(registrationsNamed(record, link).flatMap((key) => byKey.get(key) ?? []))];
      record.included = { ...(record.included as object | undefined), [include.name]: mine };
    }
  }
}

async function relatedRecords(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  { name, related, link }: Extract<Include, { kind: 'records' }>,
  records: EntityRecord[],
): Promise<EntityRecord[]> {
  const registrations = [...new Set(records.flatMap((record) => registrationsNamed(record, link)))];
  if (registrations.length === 0) return [];
  let query = entityTables(trx).selectFrom(related.table).select(recordColumns).where('tenant', '=', tenant);
  if (link.by === 'listItem') query = query.where('registration', 'in', registrations);
  else if (link.by === 'ownerField')
    query = query.where(sql<boolean>`data->>${link.field} in (${sql.join(registrations)})`);
  else
    query = query
      .where(sql<boolean>`data->>'entityName' = ${entity.name}`)
      .where(sql<boolean>`data->>'entityRegistration' in (${sql.join(registrations)})`);
  const rows = await query.limit(maxIncludedRows + 1).execute();
  // Refused rather than cut: a page whose related rows were silently missing would look complete.
  if (rows.length > maxIncludedRows) throw new LessorError('INVALID_FIELD_IN_QUERY', [`include=${name}`]);
  return rows.map(rowToRecord);
}

/**
 * The types of each record's documents, sorted, from the documents' own index (tenant, entity,
 * record, type), never their bytes; a file field's files are its field's, not documents.
 */
async function addDocumentTypes(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  records: EntityRecord[],
): Promise<void> {
  const ids = records.map((record) => record._id);
  const rows =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('record_documents')
          .select(['record_id', 'type'])
          .distinct()
          .where('tenant', '=', tenant)
          .where('entity_name', '=', entity.name)
          .where('record_id', 'in', ids)
          .where('field', 'is', null)
          .orderBy('type')
          .execute();
  const types = new Map<string, string[]>();
  for (const { record_id: id, type } of rows) if (id) types.set(id, [...(types.get(id) ?? []), type]);
  for (const record of records) record.documentTypes = types.get(record._id) ?? [];
}

/** What a related record is found by: its registration, else the listed record's it names. */
function keyOf(candidate: EntityRecord, link: Link): unknown {
  if (link.by === 'listItem') return candidate.registration;
  if (link.by === 'ownerField') return candidate[link.field];
  return candidate.entityRegistration;
}

/** The registrations a record's link names: its list's items', else its own. */
function registrationsNamed(record: EntityRecord, link: Link): string[] {
  if (link.by !== 'listItem') return [record.registration];
  const items = record[link.listField];
  if (!Array.isArray(items)) return [];
  return items
    .map((item) => (item as Record<string, unknown>)[link.itemField])
    .filter((value): value is string => typeof value === 'string');
}

function camel(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
