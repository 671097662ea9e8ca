import { type ProfilesPermissions, profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { KeptPerTenant } from '../cache-invalidation/kept-per-tenant.ts';
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
  readonly kept: KeptPerTenant<ProfilesPermissions | undefined>;

  constructor(db: Kysely<CoreDatabase>, ttlMs: number, invalidations: CacheInvalidations) {
    this.#db = db;
    this.kept = new KeptPerTenant(ttlMs);
    subscribeToDocumentWrites(invalidations, {
      written: (tenant, name) => {
        if (name === profilesPermissionsDocument) this.kept.forget(tenant);
      },
      forgetAll: () => this.kept.forgetAll(),
    });
  }

  /** Concurrent requests after the document expires share one read of it. */
  of(tenant: string): Promise<ProfilesPermissions | undefined> {
    return this.kept.get(tenant, () => this.#read(tenant));
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
