import { scriptEntity } from '@lessor/domain/entities';
import type { Kysely } from 'kysely';
import type { CacheInvalidations } from '../cache-invalidation/cache-invalidations.ts';
import { InProcessInvalidations } from '../cache-invalidation/in-process-invalidations.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { subscribeToDocumentWrites } from '../configuration-documents/configuration-document-writes.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { tenantScriptsTopic } from '../entities/hooks/script/script.hooks.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';

/** A script's event on an entity's writes. */
export type ScriptEvent = 'BEFORE_SAVE' | 'AFTER_SAVE' | 'AFTER_TRANSITION';

/** The configuration document naming the scripts some names stand for: `{ "old-name": "new-name" }`. */
const scriptAliasesDocument = 'scriptAliases';

interface TenantScriptSet {
  /** The script each alias runs, by alias (the tenant's scriptAliases document). */
  aliases: ReadonlyMap<string, string>;
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
    // The aliases are kept with the scripts: a write of their document is a change of the set.
    const aliasWrites = {
      written: (tenant: string, name: string) => name === scriptAliasesDocument && listener.forget(tenant),
      forgetAll: listener.forgetAll,
    };
    this.#unsubscribe = [
      invalidations.subscribe(tenantScriptsTopic, listener),
      this.#inProcess.subscribe(tenantScriptsTopic, listener),
      subscribeToDocumentWrites(invalidations, aliasWrites),
      subscribeToDocumentWrites(this.#inProcess, aliasWrites),
    ];
  }

  close(): Promise<void> {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    return this.#inProcess.close();
  }

  /** Until when the tenant's scripts are kept on this node; undefined when they are not (cache-info/). */
  keptUntil(tenant: string): number | undefined {
    const until = this.#cache.get(tenant)?.until;
    return until !== undefined && until > Date.now() ? until : undefined;
  }

  forget(tenant: string): void {
    this.#cache.delete(tenant);
  }

  /** The name a script is run under: the one its alias stands for, else its own. */
  async resolve(tenant: string, name: string): Promise<string> {
    return (await this.#of(tenant)).aliases.get(name) ?? name;
  }

  async named(tenant: string, name: string): Promise<string | undefined> {
    return (await this.#of(tenant)).byName.get(name)?.code;
  }

  /** The active script of that name when it is a layout script, the one kind every user may read. */
  layoutNamed(tenant: string, name: string): Promise<string | undefined> {
    return this.#codeOfKind(tenant, name, 'LAYOUT');
  }

  /**
   * The active script of that name when it is a list script, which serves the reference list of
   * its name: read from the kept set, so that a list no script serves costs no run.
   */
  listNamed(tenant: string, name: string): Promise<string | undefined> {
    return this.#codeOfKind(tenant, name, 'LIST');
  }

  /**
   * The scripts on an entity's event, read (when not kept) in the write's own transaction: the
   * embedded database lends its one session to one transaction at a time.
   */
  async onEvent(trx: TenantTransaction, tenant: string, entityName: string, event: ScriptEvent) {
    return (await this.#of(tenant, trx)).byEvent.get(`${entityName} ${event}`) ?? [];
  }

  async #codeOfKind(tenant: string, name: string, kind: string): Promise<string | undefined> {
    const script = (await this.#of(tenant)).byName.get(name);
    return script?.type === kind ? script.code : undefined;
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
    const aliases = await readConfigurationDocument<Record<string, unknown>>(
      trx,
      tenant,
      scriptAliasesDocument,
    );
    const aliasPairs = Object.entries(aliases?.value ?? {}).filter(
      (pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== '',
    );
    return { byName, byEvent, aliases: new Map(aliasPairs) };
  }
}
