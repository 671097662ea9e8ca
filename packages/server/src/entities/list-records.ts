import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { PageRange, SortKey } from '@lessor/domain/query';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../db/with-tenant.ts';
import { fieldExpression } from './field-expression.ts';
import { rowToRecord } from './record-mapping.ts';

export interface ListRequest {
  range: PageRange;
  sort: readonly SortKey[];
  search?: string;
  /** Field filters: every value of a field is OR-ed, a `-value` excludes. */
  filters: ReadonlyMap<string, readonly string[]>;
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

  for (const [field, values] of request.filters) {
    const column = fieldExpression(entity, field);
    const included = values.filter((value) => !value.startsWith('-'));
    const excluded = values.filter((value) => value.startsWith('-')).map((value) => value.slice(1));
    if (included.length > 0) query = query.where(sql<boolean>`${column} in (${sql.join(included)})`);
    if (excluded.length > 0) {
      query = query.where(sql<boolean>`(${column} is null or ${column} not in (${sql.join(excluded)}))`);
    }
  }

  const term = request.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = entity.searchFields.map(
      (field) => sql<boolean>`${fieldExpression(entity, field)} ilike ${pattern}`,
    );
    query = query.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }

  for (const { field, descending } of request.sort) {
    query = query.orderBy(sql`${fieldExpression(entity, field)}`, descending ? 'desc' : 'asc');
  }
  if (request.sort.length === 0) query = query.orderBy('_insert_date', 'desc');
  // A unique last key keeps pages stable when sort values tie.
  query = query.orderBy('id', 'desc');

  const rows = await query
    .limit(request.range.limit + 1)
    .offset(request.range.offset)
    .execute();
  return {
    records: rows.slice(0, request.range.limit).map(rowToRecord),
    continues: rows.length > request.range.limit,
  };
}
