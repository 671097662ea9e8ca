import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * Moves the bytes of documents written before object storage out of the database, into each
 * tenant's default container: one document per transaction, so that memory holds one file at a
 * time and an interrupted start resumes where it stopped. A document whose container refuses it
 * stays in the database, still served from there, and is tried again at the next start.
 */
export async function moveDocumentsToStorage(
  connections: { app: Kysely<CoreDatabase>; owner: Kysely<CoreDatabase> },
  storage: ObjectStorage,
  log: (message: string) => void = () => {},
): Promise<{ moved: number; failed: number }> {
  const waiting = await connections.owner
    .selectFrom('record_documents')
    .select(['id', 'tenant'])
    .where('content', 'is not', null)
    .orderBy('tenant')
    .execute();
  let moved = 0;
  let failed = 0;
  for (const { id, tenant } of waiting) {
    try {
      await withTenant(connections.app, tenant, async (trx) => {
        const row = await trx
          .selectFrom('record_documents')
          .select('content')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!row?.content) return;
        const content = Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
        const stored = await storage.put(trx, tenant, content);
        try {
          await trx
            .updateTable('record_documents')
            .set({ container: stored.container, object_key: stored.objectKey, content: null })
            .where('id', '=', id)
            .execute();
        } catch (error) {
          await stored.discard();
          throw error;
        }
      });
      moved += 1;
    } catch (error) {
      failed += 1;
      log(`The document ${id} of tenant ${tenant} stays in the database: ${(error as Error).message}`);
    }
  }
  return { moved, failed };
}
