import type { FastifyInstance } from 'fastify';
import { shareSessionChanges } from '../auth/session-registry.ts';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { openCacheInvalidations } from '../cache-invalidation/open-cache-invalidations.ts';
import type { Database } from '../db/database.ts';

/**
 * Opens the app's cache invalidations, through which a node's caches hear of changes made on
 * others, shares the sessions cache over them, and closes them with the app.
 */
export async function registerCacheInvalidations(
  app: FastifyInstance,
  db: Database,
): Promise<CacheInvalidations> {
  const invalidations = await openCacheInvalidations(db, {
    onError: (err) => app.log.warn({ err }, 'cache invalidations between nodes failed'),
  });
  const stopSharingSessions = shareSessionChanges(invalidations);
  app.addHook('onClose', async () => {
    stopSharingSessions();
    await invalidations.close();
  });
  return invalidations;
}
