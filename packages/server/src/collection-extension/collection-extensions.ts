import type { CollectionExtension } from '@lessor/domain/entities';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { InProcessInvalidations } from '../cache-invalidation/in-process-invalidations.ts';
import { KeptPerTenant } from '../cache-invalidation/kept-per-tenant.ts';
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
  readonly kept: KeptPerTenant<CollectionExtension>;
  readonly #unsubscribe: (() => void)[];
  readonly #inProcess = new InProcessInvalidations();

  constructor(db: Kysely<CoreDatabase>, invalidations: CacheInvalidations, ttlMs = 60_000) {
    this.#db = db;
    this.kept = new KeptPerTenant(ttlMs);
    const listener = {
      written: (tenant: string, name: string) => {
        if (name === collectionExtensionDocument) this.kept.forget(tenant);
      },
      forgetAll: () => this.kept.forgetAll(),
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

  /** The tenant's extra fields, by entity name. */
  of(tenant: string): Promise<CollectionExtension> {
    return this.kept.get(tenant, () =>
      withTenant(this.#db, tenant, (trx) => readCollectionExtension(trx, tenant)),
    );
  }
}
