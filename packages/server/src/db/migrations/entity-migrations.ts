import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { tenantSetting } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';
import { appendOnlyMigration } from './append-only-migration.ts';
import { hasSearchText, searchTextMigration, searchTrigramMigration } from './search-text-migration.ts';

/**
 * The transaction setting naming the dynamic entity a request works on. Dynamic entities share
 * one table, whose row-level security policy shows only the rows of the tenant and of that
 * entity, so the generic engine serves them unchanged.
 */
export const dynoSetting = 'lessor.dyno';
export const dynoTable = 'dyno_records';

/**
 * Migrations derived from the declarations: one table per entity, with the columns every record
 * has and its fields in `data`. Names are stable, so a new entity or index is a new migration.
 */
export function entityMigrations(entities: readonly EntityDefinition[]): Record<string, Migration> {
  return {
    ...Object.fromEntries(
      entities.map((entity) => [
        `entity-${entity.table}-0001-table`,
        { up: (db: Kysely<unknown>) => createEntityTable(db, entity.table) },
      ]),
    ),
    ...Object.fromEntries(
      entities
        .filter((entity) => entity.sortIndexes)
        .map((entity) => [
          `entity-${entity.table}-0002-sort-indexes`,
          { up: (db: Kysely<unknown>) => createSortIndexes(db, entity) },
        ]),
    ),
    ...Object.fromEntries(entities.filter(hasSearchText).map(searchTextMigration)),
    ...Object.fromEntries(entities.filter(hasSearchText).map(searchTrigramMigration)),
    ...Object.fromEntries(entities.filter((entity) => entity.apiReadOnly).map(appendOnlyMigration)),
    'entity-engine-0001-idempotency-and-history': { up: createEngineTables },
    'entity-engine-0002-dyno-records': { up: createDynoRecords },
  };
}

/**
 * The answers kept for `Idempotency-Key` replays, per tenant; and the sequence numbering history
 * records, which unlike the per-tenant counters takes no lock, so writes of a tenant never queue
 * behind each other's history.
 */
async function createEngineTables(db: Kysely<unknown>): Promise<void> {
  const tenantMatches = `tenant = current_setting('${tenantSetting}', true)`;
  await sql
    .raw(`do $$ begin
  create table idempotency_keys (
    tenant text not null references tenants(id),
    key text not null,
    fingerprint text not null,
    status_code integer,
    body jsonb,
    created_at timestamptz not null default now(),
    primary key (tenant, key)
  );
  alter table idempotency_keys enable row level security;
  create policy tenant_isolation on idempotency_keys using (${tenantMatches}) with check (${tenantMatches});
  grant select, insert, update, delete on idempotency_keys to "${appRole}";
  create sequence history_numbers;
  grant usage on sequence history_numbers to "${appRole}";
end $$`)
    .execute(db);
}

/**
 * The table, its indexes and its tenant policy in one statement: with a hundred entities, one
 * round trip per table instead of eight keeps the embedded database's start (and every test file)
 * fast. Table names come from the declarations, never from a request.
 */
async function createEntityTable(db: Kysely<unknown>, table: string): Promise<void> {
  const t = `"${table}"`;
  const tenantMatches = `tenant = current_setting('${tenantSetting}', true)`;
  await sql
    .raw(`do $$ begin
  create table ${t} (
    id uuid primary key default gen_random_uuid(),
    tenant text not null references tenants(id),
    registration text not null,
    name text,
    status text,
    type text,
    data jsonb not null default '{}'::jsonb,
    _insert_date timestamptz not null default now(),
    _insert_user text not null,
    _update_date timestamptz not null default now(),
    _update_user text not null,
    _version integer not null default 1,
    constraint "${table}_tenant_registration" unique (tenant, registration)
  );
  -- The list's default order, and the common filters and sorts, all within a tenant.
  create index "${table}_tenant_inserted" on ${t} (tenant, _insert_date desc, id desc);
  create index "${table}_tenant_name" on ${t} (tenant, name);
  create index "${table}_tenant_status" on ${t} (tenant, status);
  create index "${table}_data" on ${t} using gin (data);
  alter table ${t} enable row level security;
  create policy tenant_isolation on ${t} using (${tenantMatches}) with check (${tenantMatches});
  grant select, insert, update, delete on ${t} to "${appRole}";
end $$`)
    .execute(db);
}

/**
 * The records of the entities a tenant declares at run time (`dyno-descriptors`): one table for
 * all, each row tagged with its entity, and a policy that binds both the tenant and the entity of
 * the transaction.
 */
async function createDynoRecords(db: Kysely<unknown>): Promise<void> {
  const scope = `tenant = current_setting('${tenantSetting}', true) and entity = current_setting('${dynoSetting}', true)`;
  await sql
    .raw(`do $$ begin
  create table ${dynoTable} (
    id uuid primary key default gen_random_uuid(),
    tenant text not null references tenants(id),
    entity text not null default current_setting('${dynoSetting}', true),
    registration text not null,
    name text,
    status text,
    type text,
    data jsonb not null default '{}'::jsonb,
    _insert_date timestamptz not null default now(),
    _insert_user text not null,
    _update_date timestamptz not null default now(),
    _update_user text not null,
    _version integer not null default 1,
    constraint ${dynoTable}_tenant_registration unique (tenant, entity, registration)
  );
  create index ${dynoTable}_tenant_inserted on ${dynoTable} (tenant, entity, _insert_date desc, id desc);
  alter table ${dynoTable} enable row level security;
  create policy tenant_isolation on ${dynoTable} using (${scope}) with check (${scope});
  grant select, insert, update, delete on ${dynoTable} to "${appRole}";
end $$`)
    .execute(db);
}

/**
 * The declared sort indexes of a large collection: a filtered, sorted page then reads its 20 rows
 * from the index instead of sorting the tenant's. (The free-text search has its own column: see
 * search-text-migration.ts.)
 */
async function createSortIndexes(db: Kysely<unknown>, entity: EntityDefinition): Promise<void> {
  const t = `"${entity.table}"`;
  const statements = (entity.sortIndexes ?? []).map(
    (
      name,
    ) => `create index "${entity.table}_sort_${name}" on ${t} (tenant, status, (data->'${name}') desc, id desc);
  create index "${entity.table}_all_sort_${name}" on ${t} (tenant, (data->'${name}') desc, id desc);`,
  );
  await sql.raw(`do $$ begin\n  ${statements.join('\n  ')}\nend $$`).execute(db);
}
