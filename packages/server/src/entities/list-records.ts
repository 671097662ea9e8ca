import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { PageRange, SortKey } from '@lessor/domain/query';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../db/with-tenant.ts';
import { fieldExpression, sortExpression } from './field-expression.ts';
import { filterCondition, type ListFilter } from './list-filter.ts';
import { addIncludes, type Include } from './list-includes.ts';
import { rowToRecord } from './record-mapping.ts';

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

/** One page of an entity's records for the transaction's tenant. */
export async function listRecords(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  request: ListRequest,
): Promise<ListPage> {
  let query = entityTables(trx).selectFrom(entity.table).selectAll().where('tenant', '=', tenant);

  for (const filter of request.filters) query = query.where(filterCondition(entity, filter));

  const term = request.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = entity.searchFields.map(
      (field) => sql<boolean>`${fieldExpression(entity, field)} ilike ${pattern}`,
    );
    query = query.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }

  for (const { field, descending } of request.sort) {
    query = query.orderBy(sortExpression(entity, field), descending ? 'desc' : 'asc');
  }
  if (request.sort.length === 0) query = query.orderBy('_insert_date', 'desc');
  // A unique last key keeps pages stable when sort values tie.
  query = query.orderBy('id', 'desc');

  const rows = await query
    .limit(request.range.limit + 1)
    .offset(request.range.offset)
    .execute();
  const records = rows.slice(0, request.range.limit).map(rowToRecord);
  if (request.includes && request.includes.length > 0)
    await addIncludes(trx, tenant, entity, records, request.includes);
  return { records, continues: rows.length > request.range.limit };
}
