import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * Each tenant's translations per locale, over the built-in English and French catalogues, and the
 * keys the web application reported missing.
 */
export async function createTranslationTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('translations')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['tenant', 'locale', 'key'])
    .execute();
  await protectTenantTable(db, 'translations');

  await db.schema
    .createTable('missing_translation_keys')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('first_reported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_reported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reported_by', 'text', (col) => col.notNull())
    .addColumn('reports', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('missing_translation_keys_pk', ['tenant', 'locale', 'key'])
    .execute();
  await protectTenantTable(db, 'missing_translation_keys');
}
