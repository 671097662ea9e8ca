import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { protectTenantTable } from './tenant-policy.ts';

/**
 * Migrations derived from the declarations: one table per entity, with the columns every record
 * has and its fields in `data`. Names are stable, so a new entity or index is a new migration.
 */
export function entityMigrations(entities: readonly EntityDefinition[]): Record<string, Migration> {
  return Object.fromEntries(
    entities.map((entity) => [
      `entity-${entity.table}-0001-table`,
      { up: (db: Kysely<unknown>) => createEntityTable(db, entity.table) },
    ]),
  );
}

async function createEntityTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('registration', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('status', 'text')
    .addColumn('type', 'text')
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('_insert_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('_insert_user', 'text', (col) => col.notNull())
    .addColumn('_update_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('_update_user', 'text', (col) => col.notNull())
    .addColumn('_version', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint(`${table}_tenant_registration`, ['tenant', 'registration'])
    .execute();
  // The list's default order, and the common filters and sorts, all within a tenant.
  await db.schema
    .createIndex(`${table}_tenant_inserted`)
    .on(table)
    .columns(['tenant', '_insert_date desc', 'id desc'])
    .execute();
  await db.schema.createIndex(`${table}_tenant_name`).on(table).columns(['tenant', 'name']).execute();
  await db.schema.createIndex(`${table}_tenant_status`).on(table).columns(['tenant', 'status']).execute();
  await db.schema.createIndex(`${table}_data`).on(table).using('gin').column('data').execute();
  await protectTenantTable(db, table);
}
