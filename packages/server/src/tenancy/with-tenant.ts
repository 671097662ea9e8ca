import { type Kysely, sql, type Transaction } from 'kysely';
import type { DatabaseConnections } from '../db/database.ts';
import type { CoreDatabase, EntityTables } from '../db/schema.ts';
import type { StatementSettings } from '../db/settings-bound-query.ts';
import { tenantSetting } from './tenant-policy.ts';

export type TenantTransaction = Transaction<CoreDatabase>;

/**
 * Statements bound to one tenant: a tenant transaction's, or a tenant reader's, each of whose
 * statements runs in a transaction of its own (`readAsTenant`). What only reads takes either.
 */
export type TenantReads = Kysely<CoreDatabase>;

/** The same transaction or reader, typed for the entity tables, which are named at run time. */
export function entityTables(trx: TenantTransaction): Transaction<CoreDatabase & EntityTables>;
export function entityTables(reads: TenantReads): Kysely<CoreDatabase & EntityTables>;
export function entityTables(reads: TenantReads): Kysely<CoreDatabase & EntityTables> {
  return reads.withTables<EntityTables>();
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

/**
 * Reads bound to `tenant` as `withTenant`'s are, row-level security included, where each
 * statement is a transaction of its own: a read of one statement costs one round trip instead of
 * four. For work that only reads; `more` adds settings of the same kind (a dynamic entity's name).
 */
export function readAsTenant(
  db: DatabaseConnections,
  tenant: string,
  more: StatementSettings = {},
): TenantReads {
  return db.readAs({ ...more, [tenantSetting]: tenant });
}
