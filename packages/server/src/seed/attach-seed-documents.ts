import { documentEntity, findEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { storageOf } from '../storage/object-storage.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import type { DemoDocument } from './demo-documents.ts';

/** Files per insert statement: they are small, and a statement stays well under the parameter limit. */
const chunkSize = 200;

/**
 * Attaches seed files to the records they belong to, as the documents of those records (their
 * Documents card lists and opens them): the bytes to the tenant's storage, the rows in bulk, with
 * no history, like the seed's records. Each file takes the id of the Document record the seed
 * wrote for it, as a document's file does. A file naming a record the tenant does not have, or
 * without its Document record, is refused.
 */
export async function attachSeedDocuments(
  db: Database,
  actor: Actor,
  documents: readonly DemoDocument[],
): Promise<void> {
  await withTenant(db.app, actor.tenant, async (trx) => {
    const ids = new Map<string, string>();
    for (const entityName of new Set(documents.map((document) => document.entityName))) {
      const entity = findEntity(entityName);
      if (!entity) throw new Error(`A seed document belongs to ${entityName}, which is not declared`);
      const named = documents.filter((document) => document.entityName === entityName);
      const rows = await entityTables(trx)
        .selectFrom(entity.table)
        .select(['id', 'registration'])
        .where('tenant', '=', actor.tenant)
        .where(
          'registration',
          'in',
          named.map((document) => document.entityRegistration),
        )
        .execute();
      for (const row of rows) ids.set(`${entityName} ${row.registration}`, row.id);
    }
    const documentIds = new Map<string, string>();
    const records = await entityTables(trx)
      .selectFrom(documentEntity.table)
      .select([
        'id',
        'name',
        sql<string>`data->>'entityName'`.as('entityName'),
        sql<string>`data->>'entityRegistration'`.as('entityRegistration'),
      ])
      .where('tenant', '=', actor.tenant)
      .execute();
    for (const record of records)
      documentIds.set(`${record.entityName} ${record.entityRegistration} ${record.name}`, record.id);
    const rows = [];
    for (const document of documents) {
      const id = documentIds.get(`${document.entityName} ${document.entityRegistration} ${document.name}`);
      if (!id) throw new Error(`No Document record for ${document.name}`);
      const recordId = ids.get(`${document.entityName} ${document.entityRegistration}`);
      if (!recordId)
        throw new Error(`No ${document.entityName} ${document.entityRegistration} for ${document.name}`);
      const stored = await storageOf(db).put(trx, actor.tenant, document.content);
      rows.push({
        id,
        tenant: actor.tenant,
        entity_name: document.entityName,
        record_id: recordId,
        entity_registration: document.entityRegistration,
        field: null,
        name: document.name,
        type: document.type,
        mime_type: document.mimeType,
        size: document.content.length,
        container: stored.container,
        object_key: stored.objectKey,
        created_by: actor.username,
        updated_by: actor.username,
      });
    }
    for (let start = 0; start < rows.length; start += chunkSize)
      await trx
        .insertInto('record_documents')
        .values(rows.slice(start, start + chunkSize))
        .execute();
  });
}
