import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { fieldExpression } from '../entity-columns.ts';

/** The stored column holding a record's searchable text, lower-cased. */
export const searchTextColumn = 'search_text';

/** Between two fields' values in the search text: a term without it never matches across fields. */
export const searchTextSeparator = '\n';

/**
 * Whether an entity's table has the search text column. Dynamic entities share one table and
 * declare their search fields at run time, so they search their fields one by one.
 */
export function hasSearchText(entity: EntityDefinition): boolean {
  return entity.domain !== 'dyno' && entity.searchFields.length > 0;
}

/**
 * The search text of an entity: its search fields, lower-cased, one per line, in a column that
 * PostgreSQL computes on every insert and update (API writes, bulk seeds, any SQL alike).
 *
 * Under row-level security PostgreSQL applies the tenant policy before any operator that is not
 * leakproof (LIKE, ILIKE), so no index can serve the match itself and a search reads the
 * tenant's rows. This makes that read cheap: one LIKE on one short column instead of a JSON
 * extraction and a case-folding ILIKE per field, and the column is kept in the index of the
 * default order, so the page's ids come from an index-only scan without touching the rows.
 *
 * The migration's name lists the fields, so a declaration that changes them rebuilds the column.
 */
export function searchTextMigration(entity: EntityDefinition): [string, Migration] {
  const name = `entity-${entity.table}-0003-search-${entity.searchFields.join('-')}`;
  return [name, { up: (db: Kysely<unknown>) => createSearchText(db, entity) }];
}

async function createSearchText(db: Kysely<unknown>, entity: EntityDefinition): Promise<void> {
  const t = `"${entity.table}"`;
  // ILIKE compares lower() of both sides, so lower() of the stored text keeps its matches.
  const fields = entity.searchFields.map(
    (field) => sql`coalesce((${fieldExpression(entity, field)})::text, '')`,
  );
  const text = sql`lower(${sql.join(fields, sql` || ${sql.lit(searchTextSeparator)} || `)})`.compile(db).sql;
  // Dropping the column also drops the index that includes it; one statement, one round trip.
  await sql
    .raw(`do $$ begin
  alter table ${t} drop column if exists ${searchTextColumn};
  alter table ${t} add column ${searchTextColumn} text generated always as (${text}) stored;
  drop index if exists "${entity.table}_tenant_inserted";
  create index "${entity.table}_tenant_inserted" on ${t} (tenant, _insert_date desc, id desc)
    include (${searchTextColumn});
end $$`)
    .execute(db);
}
