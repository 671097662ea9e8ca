import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase, EntityTables } from '../db/schema.ts';
import { tenantSetting } from './tenant-policy.ts';

export type TenantTransaction = Transaction<CoreDatabase>;

/** The same transaction, typed for the entity tables, which are named at run time. */
export function entityTables(trx: TenantTransaction): Transaction<CoreDatabase & EntityTables> {
  return trx.withTables<EntityTables>();
}

/**
 * Runs `work` in one transaction bound to `tenant`: row-level security then shows and accepts
 * only that tenant's rows, so a query that forgets its tenant filter still cannot cross tenants.
 */
export function withTenant<T>(
  db: Kysely<CoreDatabase>,
  tenant: string,
  work: (trx: TenantTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config(${tenantSetting}, ${tenant}, true)`.execute(trx);
    return work(trx);
  });
}
