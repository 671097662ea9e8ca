import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { PageRange, SortKey } from '@lessor/domain/query';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { sortExpression } from '../../db/entity-columns.ts';
import type { CoreDatabase, EntityTables } from '../../db/schema.ts';
import type { TenantReads } from '../../tenancy/with-tenant.ts';
import { recordColumns, rowToRecord } from '../record-mapping.ts';
import { filterCondition, type ListFilter } from './list-filter.ts';
import { addIncludes, type Include } from './list-includes.ts';
import { newestMatches } from './newest-matches.ts';
import { type ResolvedSearch, resolveSearch, searchCondition } from './search-condition.ts';

export interface ListRequest {
  range: PageRange;
  sort: readonly SortKey[];
  search?: string;
  filters: readonly ListFilter[];
  includes?: readonly Include[];
}

export interface ListPage {
  records: EntityRecord[];
  continues: boolean;
}

type Tables = CoreDatabase & EntityTables;
type EntityQuery<O> = SelectQueryBuilder<Tables, string, O>;

/** One page of an entity's records for the transaction's tenant. */
export async function listRecords(
  trx: TenantReads,
  tenant: string,
  entity: EntityDefinition,
  request: ListRequest,
): Promise<ListPage> {
  const term = request.search?.trim();
  const search = term
    ? ((await newestMatches(trx, tenant, entity, request, term)) ?? (await resolveSearch(trx, entity, term)))
    : undefined;
  const rows = await listQuery(trx, tenant, entity, request, search).execute();
  const records = rows.slice(0, request.range.limit).map(rowToRecord);
  if (request.includes && request.includes.length > 0)
    await addIncludes(trx, tenant, entity, records, request.includes);
  return { records, continues: rows.length > request.range.limit };
}

/**
 * The statement reading a page and one more row (which tells whether the list continues). A
 * search resolved to the ids of its matches reads them; one tested entry by entry first reads the
 * page's ids, then their rows: the ids come from an index-only scan of the index holding the
 * search text, so the rows the search rejects are never read from the table.
 */
export function listQuery(
  db: Kysely<CoreDatabase>,
  tenant: string,
  entity: EntityDefinition,
  request: ListRequest,
  search: ResolvedSearch | undefined = termOf(request),
) {
  const tables = db.withTables<EntityTables>();
  const matching = matchingRecords(db, tenant, entity, request, search);
  const sort = sortOf(request, search);
  const page = <O>(query: EntityQuery<O>) =>
    ordered(entity, sort, query)
      .limit(request.range.limit + 1)
      .offset(request.range.offset);
  if (!search || !('term' in search)) return page(matching.select(recordColumns));
  const rows = tables
    .selectFrom(entity.table)
    .select(recordColumns)
    .where('tenant', '=', tenant)
    .where('id', 'in', page(matching.select('id')));
  return ordered(entity, sort, rows);
}

/** The tenant's records a list call's filters and free text select, before any order or page. */
export function matchingRecords(
  db: Kysely<CoreDatabase>,
  tenant: string,
  entity: EntityDefinition,
  request: Pick<ListRequest, 'filters' | 'search'>,
  search: ResolvedSearch | undefined = termOf(request),
) {
  let matching = db.withTables<EntityTables>().selectFrom(entity.table).where('tenant', '=', tenant);
  for (const filter of request.filters) matching = matching.where(filterCondition(entity, filter));
  if (search) matching = matching.where(searchCondition(entity, search));
  return matching;
}

/**
 * The order of a page: the one asked, else newest first; registrations sought by their first
 * characters, newest registration first, the order of the index that holds them together.
 */
function sortOf(request: Pick<ListRequest, 'sort'>, search: ResolvedSearch | undefined): readonly SortKey[] {
  if (request.sort.length > 0 || !search || !('registrations' in search)) return request.sort;
  return [{ field: 'registration', descending: true }];
}

/** A list call's free text, to be tested entry by entry. */
function termOf(request: Pick<ListRequest, 'search'>): ResolvedSearch | undefined {
  const term = request.search?.trim();
  return term ? { term } : undefined;
}

function ordered<O>(
  entity: EntityDefinition,
  sort: readonly SortKey[],
  query: EntityQuery<O>,
): EntityQuery<O> {
  let sorted = query;
  for (const { field, descending } of sort) {
    sorted = sorted.orderBy(sortExpression(entity, field), descending ? 'desc' : 'asc');
  }
  if (sort.length === 0) sorted = sorted.orderBy('_insert_date', 'desc');
  // A unique last key keeps pages stable when sort values tie.
  return sorted.orderBy('id', 'desc');
}
