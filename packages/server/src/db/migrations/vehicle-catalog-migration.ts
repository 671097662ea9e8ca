import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';
import { readVpicCatalog, type VpicCatalog } from '../../vehicle-catalog/builtin/read-vpic-catalog.ts';
import { appRole } from '../database.ts';

/**
 * The built-in vehicle catalogue: reference data shared by every tenant, so global tables without a
 * tenant column, which requests only read. Loaded from the file the extraction script writes, so a
 * fresh start has a working catalogue without any network.
 */
export const vehicleCatalogMigrations: Record<string, Migration> = {
  'vehicle-catalog-0001-vpic': { up: createVehicleCatalog },
  'vehicle-catalog-0002-credentials': { up: createCatalogCredentials },
};

/**
 * Each tenant's API keys of remote catalogues (LECTURA), sealed with the database's secret key
 * (secrets/secret-box.ts) and kept apart from the configuration documents, which its
 * administrators read back.
 */
async function createCatalogCredentials(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_credentials')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('catalog', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_credentials_pk', ['tenant', 'catalog'])
    .execute();
  await protectTenantTable(db, 'catalog_credentials');
}

async function createVehicleCatalog(db: Kysely<unknown>): Promise<void> {
  const catalog = await readVpicCatalog();
  await sql
    .raw(`do $$ begin
create extension if not exists pg_trgm;
create table vehicle_catalog_categories (
  id text primary key,
  parent_id text references vehicle_catalog_categories (id),
  name text not null,
  position integer not null
);
create table vehicle_catalog_manufacturers (
  id text primary key,
  name text not null
);
create table vehicle_catalog_models (
  id text primary key,
  name text not null,
  manufacturer_id text not null references vehicle_catalog_manufacturers (id),
  category_id text not null references vehicle_catalog_categories (id),
  sub_category_id text not null references vehicle_catalog_categories (id),
  year_from integer,
  year_to integer,
  parameters jsonb not null,
  search_text text not null
);
grant select on vehicle_catalog_categories, vehicle_catalog_manufacturers, vehicle_catalog_models to "${appRole}";
end $$`)
    .execute(db);
  await loadCatalog(db, catalog);
  // Built once the rows are in: a trigram index filled row by row costs several times more.
  await sql
    .raw(`do $$ begin
create index vehicle_catalog_categories_parent on vehicle_catalog_categories (parent_id, position);
create index vehicle_catalog_manufacturers_name on vehicle_catalog_manufacturers (lower(name));
create index vehicle_catalog_models_category on vehicle_catalog_models (category_id, manufacturer_id);
create index vehicle_catalog_models_sub_category on vehicle_catalog_models (sub_category_id, manufacturer_id);
create index vehicle_catalog_models_manufacturer on vehicle_catalog_models (manufacturer_id, lower(name));
create index vehicle_catalog_models_search on vehicle_catalog_models using gin (search_text gin_trgm_ops);
end $$`)
    .execute(db);
}

/**
 * One statement per table, reading the rows from one JSON parameter: PostgreSQL parses the text
 * itself, which costs a fraction of binding 30,000 rows' values one by one (most of all in the
 * embedded database, where each value crosses into WASM).
 */
async function loadCatalog(db: Kysely<unknown>, catalog: VpicCatalog): Promise<void> {
  const json = (rows: unknown) => JSON.stringify(rows);
  await sql`insert into vehicle_catalog_categories (id, parent_id, name, position)
    select row ->> 0, row ->> 1, row ->> 2, (ordinality - 1)::integer
    from jsonb_array_elements(${json(catalog.categories)}::jsonb) with ordinality as rows (row, ordinality)
    order by ordinality`.execute(db);
  await sql`insert into vehicle_catalog_manufacturers (id, name)
    select row ->> 0, row ->> 1 from jsonb_array_elements(${json(catalog.manufacturers)}::jsonb) as rows (row)`.execute(
    db,
  );
  await sql`insert into vehicle_catalog_models
      (id, name, manufacturer_id, category_id, sub_category_id, year_from, year_to, parameters, search_text)
    select row ->> 0, row ->> 1, row ->> 2, split_part(row ->> 3, '.', 1), row ->> 3,
      (row ->> 4)::integer, (row ->> 5)::integer,
      jsonb_build_object('vehicleTypes', row -> 6, 'bodyClass', row -> 7, 'source', ${catalog.source}::text),
      -- What a search matches: the manufacturer's and the model's names, lower-cased.
      lower(f.name || ' ' || (row ->> 1))
    from jsonb_array_elements(${json(catalog.models)}::jsonb) as rows (row)
    join vehicle_catalog_manufacturers as f on f.id = row ->> 2`.execute(db);
}
