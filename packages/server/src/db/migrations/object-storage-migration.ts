import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';
import { appRole } from '../database.ts';

/**
 * Documents' bytes leave the database for storage containers (docs/object-storage.md): a row
 * names its container and object instead of holding the bytes, which stay in `content` only for
 * rows the start has not moved yet. A tenant may add S3-compatible containers (the secret key
 * sealed) and make one its default. An object whose row is deleted is remembered by a trigger, in
 * the deleting transaction, and removed by the storage sweep: a rolled-back delete leaves it in place.
 */
export async function createObjectStorage(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('record_documents')
    .alterColumn('content', (col) => col.dropNotNull())
    .execute();
  await db.schema.alterTable('record_documents').addColumn('container', 'text').execute();
  await db.schema.alterTable('record_documents').addColumn('object_key', 'text').execute();
  // The sweep asks which of a container's objects a row still names.
  await db.schema
    .createIndex('record_documents_object')
    .on('record_documents')
    .columns(['tenant', 'container', 'object_key'])
    .where(sql.ref('object_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('object_storage_containers')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('s3')`))
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull())
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('access_key_id', 'text', (col) => col.notNull())
    .addColumn('secret_access_key', 'text', (col) => col.notNull())
    .addColumn('force_path_style', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('quota_bytes', 'bigint')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('object_storage_containers_pk', ['tenant', 'name'])
    .execute();
  // One default container per tenant at most; with none, the built-in one is the default.
  await sql`create unique index object_storage_containers_default
    on object_storage_containers (tenant) where is_default`.execute(db);
  await protectTenantTable(db, 'object_storage_containers');

  await db.schema
    .createTable('storage_garbage')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('container', 'text', (col) => col.notNull())
    .addColumn('object_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await protectTenantTable(db, 'storage_garbage');
  await sql`grant usage on sequence storage_garbage_id_seq to ${sql.id(appRole)}`.execute(db);
  await sql`create function remember_deleted_object() returns trigger language plpgsql as $$
    begin
      insert into storage_garbage (tenant, container, object_key)
        values (old.tenant, old.container, old.object_key);
      return null;
    end $$`.execute(db);
  await sql`create trigger record_documents_object_garbage
    after delete on record_documents
    for each row when (old.object_key is not null)
    execute function remember_deleted_object()`.execute(db);
}
