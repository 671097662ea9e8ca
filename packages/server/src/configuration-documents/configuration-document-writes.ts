import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { publishWithin } from '../cache-invalidation/publish-within.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The invalidation topic of configuration documents; a key is `tenant:name` (no tenant id holds a colon). */
const topic = 'configuration-document';

/** What a cache of configuration documents does when one is written, or when writes may have gone unheard. */
interface DocumentWriteListener {
  written(tenant: string, name: string): void;
  forgetAll(): void;
}

/** Tells every node, once `trx` commits, that it wrote a tenant's document. */
export function publishDocumentWrite(trx: TenantTransaction, tenant: string, name: string): Promise<void> {
  return publishWithin(trx, topic, `${tenant}:${name}`);
}

/** Lets a cache of configuration documents hear of every write, on any node; answers how to stop. */
export function subscribeToDocumentWrites(
  invalidations: CacheInvalidations,
  listener: DocumentWriteListener,
): () => void {
  return invalidations.subscribe(topic, {
    forget(key) {
      const colon = key.indexOf(':');
      if (colon > 0) listener.written(key.slice(0, colon), key.slice(colon + 1));
    },
    forgetAll: () => listener.forgetAll(),
  });
}
