import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { tenantSetting } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';
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

/**
 * The function answering the ids of the tenant's records whose search text holds a pattern, at
 * most `cap` of them: `persons_search_ids(pattern, cap)`.
 */
export function searchIdsFunction(entity: EntityDefinition): string {
  return `${entity.table}_search_ids`;
}

/**
 * A trigram index of the search text, and the function that reads it for the tenant of the
 * transaction. Row-level security applies its policy before any operator that is not leakproof,
 * so a request's `LIKE` can never be served by an index: at 600,000 persons a search matching
 * nothing read every entry of the tenant (0.7 s). The function runs as the tables' owner, where
 * the trigram index serves the `LIKE` (a few milliseconds), and keeps the tenant isolation itself:
 * it reads only the rows of the transaction's `lessor.tenant`, the very setting the policies read,
 * and answers their ids alone. Named after the search fields, as the column it indexes.
 */
export function searchTrigramMigration(entity: EntityDefinition): [string, Migration] {
  const name = `entity-${entity.table}-0004-trigrams-${entity.searchFields.join('-')}`;
  return [name, { up: (db: Kysely<unknown>) => createSearchTrigrams(db, entity) }];
}

async function createSearchTrigrams(db: Kysely<unknown>, entity: EntityDefinition): Promise<void> {
  const t = `"${entity.table}"`;
  const search = `"${searchIdsFunction(entity)}"`;
  await sql
    .raw(`do $$ begin
  create extension if not exists pg_trgm;
  drop index if exists "${entity.table}_search_trigrams";
  create index "${entity.table}_search_trigrams" on ${t} using gin (${searchTextColumn} gin_trgm_ops);
  create or replace function ${search}(pattern text, cap integer) returns setof uuid
    language sql stable security definer set search_path = public, pg_temp
    as 'select id from ${t} where tenant = current_setting(''${tenantSetting}'', true)
      and ${searchTextColumn} like pattern limit cap';
  revoke all on function ${search}(text, integer) from public;
  grant execute on function ${search}(text, integer) to "${appRole}";
end $$`)
    .execute(db);
}
