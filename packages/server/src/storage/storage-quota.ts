import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** What a tenant may store unless the server is told otherwise (`LESSOR_STORAGE_QUOTA_BYTES`). */
export const defaultStorageQuotaBytes = 10 * 1024 ** 3;

/** The bytes a tenant stores: its records' documents and files, and its users' photos. */
async function usedStorage(trx: TenantTransaction, tenant: string): Promise<number> {
  const { rows } = await sql<{ used: string | number | null }>`
    select (select coalesce(sum(size), 0) from record_documents where tenant = ${tenant})
         + (select coalesce(sum(octet_length(content)), 0) from user_photos where tenant = ${tenant}) as used
  `.execute(trx);
  return Number(rows[0]?.used ?? 0);
}

/**
 * Refuses `addedBytes` more than the tenant's quota allows (`STORAGE_QUOTA_EXCEEDED`), before
 * anything is written. The tenant's uploads take turns until their transaction ends, so two at
 * once cannot both fit in the room left for one.
 */
export async function assertStorageRoom(
  trx: TenantTransaction,
  tenant: string,
  quotaBytes: number,
  addedBytes: number,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`storage:${tenant}`}))`.execute(trx);
  if ((await usedStorage(trx, tenant)) + addedBytes > quotaBytes)
    throw new LessorError('STORAGE_QUOTA_EXCEEDED', [quotaBytes]);
}
