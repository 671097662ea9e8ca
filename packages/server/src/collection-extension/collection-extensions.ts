import type { CollectionExtension } from '@lessor/domain/entities';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { InProcessInvalidations } from '../cache-invalidation/in-process-invalidations.ts';
import { subscribeToDocumentWrites } from '../configuration-documents/configuration-document-writes.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { collectionExtensionDocument, readCollectionExtension } from './read-collection-extension.ts';

/**
 * Each tenant's extra fields, read once and kept for the routes that answer records: every list
 * and read would otherwise read the document first. A write of the document on any node makes
 * every node forget its tenant's copy when it commits, the writing node at once, so the next
 * request serves the new fields; `ttlMs` bounds what a notification this node missed may cost.
 * Writes read the document in their own transaction (entity-service.ts), never from here.
 */
export class CollectionExtensions {
  readonly #db: Kysely<CoreDatabase>;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { value: Promise<CollectionExtension>; until: number }>();
  readonly #unsubscribe: (() => void)[];
  readonly #inProcess = new InProcessInvalidations();

  constructor(db: Kysely<CoreDatabase>, invalidations: CacheInvalidations, ttlMs = 60_000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    const listener = {
      written: (tenant: string, name: string) => {
        if (name === collectionExtensionDocument) this.#cache.delete(tenant);
      },
      forgetAll: () => this.#cache.clear(),
    };
    this.#unsubscribe = [
      subscribeToDocumentWrites(invalidations, listener),
      subscribeToDocumentWrites(this.#inProcess, listener),
    ];
  }

  close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    return this.#inProcess.close();
  }

  /** The tenant's extra fields; concurrent requests share one read, and a failed read is not kept. */
  of(tenant: string): Promise<CollectionExtension> {
    const cached = this.#cache.get(tenant);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = withTenant(this.#db, tenant, (trx) => readCollectionExtension(trx, tenant));
    const entry = { value, until: Date.now() + this.#ttlMs };
    this.#cache.set(tenant, entry);
    value.catch(() => {
      if (this.#cache.get(tenant) === entry) this.#cache.delete(tenant);
    });
    return value;
  }
}
