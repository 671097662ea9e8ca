import { documentEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { documentRecordsOf } from './document-store.ts';

/**
 * Gives each document written before documents were Document records its record: created through
 * the Document service (registration, history), then the file takes the record's id, as a new
 * upload's does. One document per transaction, so that an interrupted start resumes where it
 * stopped; a document refused (a type the tenant no longer lists) is told and tried at the next start.
 */
export async function recordExistingDocuments(
  db: Database,
  log: (message: string) => void = () => {},
): Promise<{ recorded: number; failed: number }> {
  const waiting = await db.owner
    .selectFrom('record_documents as file')
    .select(['file.id', 'file.tenant'])
    .where('file.field', 'is', null)
    .where('file.record_id', 'is not', null)
    .where(
      sql<boolean>`not exists (select 1 from ${sql.table(documentEntity.table)} d where d.tenant = file.tenant and d.id = file.id)`,
    )
    .orderBy('file.tenant')
    .execute();
  const records = documentRecordsOf(db);
  let recorded = 0;
  let failed = 0;
  for (const { id, tenant } of waiting) {
    try {
      await withTenant(db.app, tenant, async (trx) => {
        const file = await trx
          .selectFrom('record_documents')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!file) return;
        const [record] = await records.createWithin(trx, { tenant, username: file.created_by }, [
          {
            name: file.name,
            type: file.type,
            entityName: file.entity_name,
            entityRegistration: file.entity_registration,
            mimeType: file.mime_type,
            size: file.size,
            ...(file.sort_index === null ? {} : { sortIndex: file.sort_index }),
          },
        ]);
        if (!record) throw new Error('unreachable: one body gives one record');
        await trx.updateTable('record_documents').set({ id: record._id }).where('id', '=', id).execute();
      });
      recorded += 1;
    } catch (error) {
      failed += 1;
      log(`The document ${id} of tenant ${tenant} has no Document record yet: ${(error as Error).message}`);
    }
  }
  return { recorded, failed };
}
