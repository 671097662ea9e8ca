import type { Database } from '../db/database.ts';
import type { CacheInvalidations } from './cache-invalidations.ts';
import { InProcessInvalidations } from './in-process-invalidations.ts';
import { PostgresInvalidations } from './postgres-invalidations.ts';

/**
 * The cache invalidations of a database, started: over LISTEN/NOTIFY on PostgreSQL, which every
 * node of a cluster shares; in this process on the embedded database, which only one process opens.
 */
export async function openCacheInvalidations(
  db: Database,
  options: { onError?: (error: unknown) => void } = {},
): Promise<CacheInvalidations> {
  if (db.kind === 'embedded') return new InProcessInvalidations();
  if (!db.connectionString)
    throw new Error(`The database at ${db.location} has no connection string to listen on`);
  return PostgresInvalidations.start({ connectionString: db.connectionString, db: db.app, ...options });
}
