import { type ProfilesPermissions, profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { subscribeToDocumentWrites } from '../configuration-documents/configuration-document-writes.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/**
 * Each tenant's profilesPermissions document, kept for a while: every non-admin request needs it,
 * and reading it costs a transaction. A write of it on any node makes this node forget its copy
 * when the write commits (cache-invalidation/): `ttlMs` only bounds what a notification this node
 * missed may cost, and could grow now that writes are pushed.
 */
export class TenantPermissions {
  readonly #db: Kysely<CoreDatabase>;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { value: Promise<ProfilesPermissions | undefined>; until: number }>();

  constructor(db: Kysely<CoreDatabase>, ttlMs: number, invalidations: CacheInvalidations) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    subscribeToDocumentWrites(invalidations, {
      written: (tenant, name) => {
        if (name === profilesPermissionsDocument) this.#cache.delete(tenant);
      },
      forgetAll: () => this.#cache.clear(),
    });
  }

  /** Concurrent requests after the document expires share one read of it. */
  of(tenant: string): Promise<ProfilesPermissions | undefined> {
    const cached = this.#cache.get(tenant);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = this.#read(tenant);
    if (this.#ttlMs > 0) {
      this.#cache.set(tenant, { value, until: Date.now() + this.#ttlMs });
      // A failed read is not kept: the next request reads again (unless a newer read replaced it).
      value.catch(() => {
        if (this.#cache.get(tenant)?.value === value) this.#cache.delete(tenant);
      });
    }
    return value;
  }

  async #read(tenant: string): Promise<ProfilesPermissions | undefined> {
    const document = await withTenant(this.#db, tenant, (trx) =>
      readConfigurationDocument<ProfilesPermissions>(trx, tenant, profilesPermissionsDocument),
    );
    return isProfilesPermissions(document?.value) ? document.value : undefined;
  }
}

/** A malformed document grants nothing rather than failing every request. */
function isProfilesPermissions(value: unknown): value is ProfilesPermissions {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
