import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';

/** A cache a node keeps per tenant, as the cache-info screen shows and clears it. */
export interface TenantCache {
  keptUntil(tenant: string): number | undefined;
  forget(tenant: string): void;
}

/** What a node keeps of a tenant: each cache by name, whether it holds the tenant's copy and until when. */
export interface TenantCacheState {
  name: string;
  kept: boolean;
  expiresAt: string | null;
}

/** The topic telling every node to forget what it keeps of a tenant; the key is the tenant. */
const clearTopic = 'tenant-caches';

/**
 * The caches the server keeps per tenant (its scripts, its extra fields, its permissions), named
 * for `/cache-info`: what each holds of a tenant on this node, and a clearing of them all on
 * every node, which makes the next request read the tenant's configuration again.
 */
export class TenantCaches {
  readonly #caches = new Map<string, TenantCache>();
  readonly #invalidations: CacheInvalidations;

  constructor(invalidations: CacheInvalidations) {
    this.#invalidations = invalidations;
    invalidations.subscribe(clearTopic, {
      forget: (tenant) => {
        for (const cache of this.#caches.values()) cache.forget(tenant);
      },
      // Nothing was missed that a clearing would have told: each cache hears its own changes.
      forgetAll: () => undefined,
    });
  }

  add(name: string, cache: TenantCache): void {
    this.#caches.set(name, cache);
  }

  stateOf(tenant: string): TenantCacheState[] {
    return [...this.#caches].map(([name, cache]) => {
      const until = cache.keptUntil(tenant);
      return {
        name,
        kept: until !== undefined,
        expiresAt: until === undefined ? null : new Date(until).toISOString(),
      };
    });
  }

  /** Forgets the tenant's copies here at once, and on the other nodes soon after. */
  clear(tenant: string): void {
    this.#invalidations.publish(clearTopic, tenant);
  }
}
