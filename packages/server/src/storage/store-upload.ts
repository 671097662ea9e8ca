import type { Database } from '../db/database.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { assertStorageRoom } from './storage-quota.ts';
import type { SpooledFile } from './upload-spool.ts';

/**
 * Stores an uploaded file in the tenant's transaction: checks the tenant's quota, then hands the
 * spooled file to `insert`, which streams it to a storage container. A refused file is never written.
 */
export function storeUpload<T>(
  db: Database,
  where: { tenant: string; quotaBytes: number },
  file: SpooledFile,
  insert: (trx: TenantTransaction, content: SpooledFile) => Promise<T>,
): Promise<T> {
  return withTenant(db.app, where.tenant, async (trx) => {
    await assertStorageRoom(trx, where.tenant, where.quotaBytes, file.size);
    return insert(trx, file);
  });
}
