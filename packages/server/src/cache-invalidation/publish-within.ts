import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { encodeInvalidation, invalidationChannel } from './cache-invalidations.ts';
import { forgetInProcess } from './in-process-invalidations.ts';

/**
 * Publishes an invalidation from inside the transaction that makes the change: PostgreSQL delivers
 * a NOTIFY when the transaction commits, and never if it rolls back, to every node listening, the
 * writer's own included. For write paths that hold the transaction but not the node's
 * CacheInvalidations. On the embedded database, nobody listens to PGlite's NOTIFY: the caches of
 * this process are told at once instead, which is safe since its one session lends itself to one
 * transaction at a time (db/pglite-dialect.ts), so no read comes between this and the commit.
 */
export async function publishWithin(trx: TenantTransaction, topic: string, key: string): Promise<void> {
  await sql`select pg_notify(${invalidationChannel}, ${encodeInvalidation(topic, key)})`.execute(trx);
  forgetInProcess(topic, key);
}
