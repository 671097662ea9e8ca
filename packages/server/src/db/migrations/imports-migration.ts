import type { Kysely } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * What an import read from its file, beside its Import record: the columns with the field each
 * fills, and every row with its state (PENDING, WRITTEN, REFUSED), the record it became and why it
 * was refused. An import's progress, its results card and its undo are read from these rows,
 * so that a job may stop anywhere and go on where it stopped.
 */
export async function createImportTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_columns')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('import_id', 'uuid', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('header', 'text', (col) => col.notNull())
    // Null: the column is left out.
    .addColumn('field', 'text')
    .addPrimaryKeyConstraint('import_columns_pk', ['import_id', 'position'])
    .execute();
  await protectTenantTable(db, 'import_columns');
  await db.schema
    .createTable('import_rows')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('import_id', 'uuid', (col) => col.notNull())
    // The row's line in the file, the header being line 1, as a spreadsheet numbers it.
    .addColumn('line', 'integer', (col) => col.notNull())
    .addColumn('cells', 'jsonb', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('PENDING'))
    .addColumn('record_id', 'uuid')
    .addColumn('record_registration', 'text')
    .addColumn('errors', 'jsonb')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'line'])
    .execute();
  // Progress counts rows by state; a run takes the next pending lines in order.
  await db.schema
    .createIndex('import_rows_state')
    .on('import_rows')
    .columns(['import_id', 'state', 'line'])
    .execute();
  await protectTenantTable(db, 'import_rows');
}
