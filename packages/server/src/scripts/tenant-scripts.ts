import { scriptEntity } from '@lessor/domain/entities';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { InProcessInvalidations } from '../cache-invalidation/in-process-invalidations.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { tenantScriptsTopic } from '../entities/hooks/script/script.hooks.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';

/** A script's event on an entity's writes. */
export type ScriptEvent = 'BEFORE_SAVE' | 'AFTER_SAVE' | 'AFTER_TRANSITION';

interface TenantScriptSet {
  /** Each active script, by name (the newest of a name). */
  byName: ReadonlyMap<string, { code: string; type: string | null }>;
  /** The active business scripts on an entity's event, by `{entity} {event}`, in name order. */
  byEvent: ReadonlyMap<string, readonly { name: string; code: string }[]>;
}

/**
 * Each tenant's active scripts, read once and kept: a run by name and every write of an entity
 * would otherwise read them in a transaction of their own. A Script written on any node makes
 * every node forget its tenant's copy when the write commits; `ttlMs` bounds what a notification
 * this node missed may cost.
 */
export class TenantScripts {
  readonly #db: Kysely<CoreDatabase>;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { value: Promise<TenantScriptSet>; until: number; read: boolean }>();
  readonly #unsubscribe: (() => void)[];
  readonly #inProcess = new InProcessInvalidations();

  constructor(db: Kysely<CoreDatabase>, invalidations: CacheInvalidations, ttlMs = 60_000) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    const listener = {
      forget: (tenant: string) => this.#cache.delete(tenant),
      forgetAll: () => this.#cache.clear(),
    };
    // Every node forgets when the write commits; the writing node also as it writes (publish-within.ts),
    // so that its next request runs the new code without waiting for the notification.
    this.#unsubscribe = [
      invalidations.subscribe(tenantScriptsTopic, listener),
      this.#inProcess.subscribe(tenantScriptsTopic, listener),
    ];
  }

  close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    return this.#inProcess.close();
  }

  async named(tenant: string, name: string): Promise<string | undefined> {
    return (await this.#of(tenant)).byName.get(name)?.code;
  }

  /** The active script of that name when it is a layout script, the one kind every user may read. */
  async layoutNamed(tenant: string, name: string): Promise<string | undefined> {
    const script = (await this.#of(tenant)).byName.get(name);
    return script?.type === 'LAYOUT' ? script.code : undefined;
  }

  /**
   * The scripts on an entity's event, read (when not kept) in the write's own transaction: the
   * embedded database lends its one session to one transaction at a time.
   */
  async onEvent(trx: TenantTransaction, tenant: string, entityName: string, event: ScriptEvent) {
    return (await this.#of(tenant, trx)).byEvent.get(`${entityName} ${event}`) ?? [];
  }

  /**
   * Concurrent requests after the set expires share one read of it; a failed read is not kept. A
   * write's transaction never waits on another request's read still under way: on the embedded
   * database that read may itself wait for the write's session.
   */
  #of(tenant: string, trx?: TenantTransaction): Promise<TenantScriptSet> {
    const cached = this.#cache.get(tenant);
    const fresh = cached && cached.until > Date.now() ? cached : undefined;
    if (fresh && (fresh.read || !trx)) return fresh.value;
    if (fresh && trx) return this.#readIn(trx, tenant);
    const value = trx
      ? this.#readIn(trx, tenant)
      : withTenant(this.#db, tenant, (own) => this.#readIn(own, tenant));
    const entry = { value, until: Date.now() + this.#ttlMs, read: false };
    this.#cache.set(tenant, entry);
    value.then(
      () => {
        entry.read = true;
      },
      () => {
        if (this.#cache.get(tenant) === entry) this.#cache.delete(tenant);
      },
    );
    return value;
  }

  async #readIn(trx: TenantTransaction, tenant: string): Promise<TenantScriptSet> {
    const rows = await entityTables(trx)
      .selectFrom(scriptEntity.table)
      .select(['name', 'type', 'data'])
      .where('tenant', '=', tenant)
      .where('status', '=', 'ACTIVE')
      .orderBy('name')
      .orderBy('_update_date')
      .execute();
    const byName = new Map<string, { code: string; type: string | null }>();
    const byEvent = new Map<string, { name: string; code: string }[]>();
    for (const row of rows) {
      const { code, entityName, event } = row.data as {
        code?: unknown;
        entityName?: unknown;
        event?: unknown;
      };
      if (typeof code !== 'string' || !row.name) continue;
      // Ordered by date: the newest script of a name is the one kept.
      byName.set(row.name, { code, type: row.type });
      if (row.type === 'BUSINESS' && typeof entityName === 'string' && typeof event === 'string') {
        const key = `${entityName} ${event}`;
        byEvent.set(key, [...(byEvent.get(key) ?? []), { name: row.name, code }]);
      }
    }
    return { byName, byEvent };
  }
}
