import type { Database } from '../db/database.ts';
import { Turns } from '../limits/turns.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { assertStorageRoom } from './storage-quota.ts';
import type { SpooledFile } from './upload-spool.ts';

/**
 * Uploads whose bytes are in memory at once, on their way into the database: ten parallel uploads
 * of 19 MB would otherwise hold 190 MB and more. The others wait on disk.
 */
const storing = new Turns(2);

/**
 * Stores an uploaded file in the tenant's transaction: checks the tenant's quota, then reads the
 * file's bytes and hands them to `insert`. A refused file is neither read nor written.
 */
export function storeUpload<T>(
  db: Database,
  where: { tenant: string; quotaBytes: number },
  file: SpooledFile,
  insert: (trx: TenantTransaction, content: Buffer) => Promise<T>,
): Promise<T> {
  return storing.run(() =>
    withTenant(db.app, where.tenant, async (trx) => {
      await assertStorageRoom(trx, where.tenant, where.quotaBytes, file.size);
      return insert(trx, await file.read());
    }),
  );
}
