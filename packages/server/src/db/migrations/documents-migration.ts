import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * The files attached to records. The bytes live in the row beside their metadata rather than in
 * LESSOR_DATA_DIR: an upload, a rename and a delete are then one transaction each (no file left
 * without its row, or the reverse), the tenant's row-level security guards the bytes as well as
 * the names, one backup holds everything, and API nodes sharing a PostgreSQL server stay
 * stateless. PostgreSQL keeps large `bytea` values out of line (TOAST), so listing the metadata
 * never reads them; uploads are capped (see documents/receive-document-upload.ts) to keep rows sane.
 */
export async function createRecordDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('entity_name', 'text', (col) => col.notNull())
    // The record's own id: a registration may still be a temporary one from offline work.
    .addColumn('record_id', 'uuid', (col) => col.notNull())
    .addColumn('entity_registration', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('record_documents_record')
    .on('record_documents')
    .columns(['tenant', 'entity_name', 'record_id', 'type'])
    .execute();
  await protectTenantTable(db, 'record_documents');
}

/**
 * The files of file fields live with the record's documents, marked with their field. A file is
 * uploaded before its record is saved (a new record has no id yet): until then it waits without a
 * record, and the save claims it in the same transaction as the record's row.
 */
export async function addFileFieldDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('record_documents')
    .alterColumn('record_id', (col) => col.dropNotNull())
    .execute();
  await db.schema
    .alterTable('record_documents')
    .alterColumn('entity_registration', (col) => col.dropNotNull())
    .execute();
  await db.schema.alterTable('record_documents').addColumn('field', 'text').execute();
  // Waiting files are found by their age, to be deleted when no save claimed them.
  await db.schema
    .createIndex('record_documents_waiting')
    .on('record_documents')
    .columns(['tenant', 'created_at'])
    .where(sql.ref('record_id'), 'is', null)
    .execute();
}

/**
 * An asset's images keep the order a clerk gives them (foundation.md §3: MAINIMAGE or IMAGE, and
 * `sortIndex`); other documents leave it empty and sort by date.
 */
export async function addDocumentSortIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('record_documents').addColumn('sort_index', 'integer').execute();
}
