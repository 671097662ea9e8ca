import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';
import { readVpicCatalog, type VpicCatalog } from '../../vehicle-catalog/builtin/read-vpic-catalog.ts';
import {
  searchTextOf,
  type VehicleCatalogTables,
} from '../../vehicle-catalog/builtin/vehicle-catalog-tables.ts';
import { appRole } from '../database.ts';

/** Rows per insert statement: few statements, each well under PostgreSQL's 65,535 parameters. */
const batchSize = 2000;

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
create index vehicle_catalog_categories_parent on vehicle_catalog_categories (parent_id, position);
create index vehicle_catalog_manufacturers_name on vehicle_catalog_manufacturers (lower(name));
create index vehicle_catalog_models_category on vehicle_catalog_models (category_id, manufacturer_id);
create index vehicle_catalog_models_sub_category on vehicle_catalog_models (sub_category_id, manufacturer_id);
create index vehicle_catalog_models_manufacturer on vehicle_catalog_models (manufacturer_id, lower(name));
create index vehicle_catalog_models_search on vehicle_catalog_models using gin (search_text gin_trgm_ops);
grant select on vehicle_catalog_categories, vehicle_catalog_manufacturers, vehicle_catalog_models to "${appRole}";
end $$`)
    .execute(db);
  await loadCatalog(db, catalog);
}

async function loadCatalog(db: Kysely<unknown>, catalog: VpicCatalog): Promise<void> {
  const raw = db.withTables<VehicleCatalogTables>();
  await raw
    .insertInto('vehicle_catalog_categories')
    .values(
      catalog.categories.map(([id, parentId, name], position) => ({
        id,
        parent_id: parentId,
        name,
        position,
      })),
    )
    .execute();
  const makes = new Map(catalog.manufacturers);
  for (const rows of batches(catalog.manufacturers))
    await raw
      .insertInto('vehicle_catalog_manufacturers')
      .values(rows.map(([id, name]) => ({ id, name })))
      .execute();
  for (const rows of batches(catalog.models))
    await raw
      .insertInto('vehicle_catalog_models')
      .values(
        rows.map(([id, name, manufacturerId, subCategoryId, yearFrom, yearTo, vehicleTypes, bodyClass]) => ({
          id,
          name,
          manufacturer_id: manufacturerId,
          category_id: subCategoryId.slice(0, subCategoryId.indexOf('.')),
          sub_category_id: subCategoryId,
          year_from: yearFrom,
          year_to: yearTo,
          parameters: JSON.stringify({ vehicleTypes, bodyClass, source: catalog.source }),
          search_text: searchTextOf(makes.get(manufacturerId) ?? '', name),
        })),
      )
      .execute();
}

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += batchSize) yield rows.slice(start, start + batchSize);
}
