import type { Database } from '../db/database.ts';
import type { ObjectContainer } from '../objects/object-container.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { storageOf } from './object-storage.ts';
import { listContainers } from './storage-containers.ts';

type GarbageTables = {
  storage_garbage: { id: string; tenant: string; container: string; object_key: string; created_at: Date };
};

/** An object no row names is removed once it is this old: its row's transaction is long over. */
export const orphanAgeMs = 24 * 3600_000;

/** Keys asked about at once: one query per batch when a container lists many objects. */
const batchSize = 500;

/**
 * Removes from a tenant's containers the objects no document names any more: those whose rows
 * were deleted (remembered by a trigger in `storage_garbage`, in the deleting transaction), and
 * those a transaction wrote but never committed a row for, found by listing each container for
 * objects older than a day. Answers how many objects it removed.
 */
export async function sweepStorage(db: Database, tenant: string, now = new Date()): Promise<number> {
  return (await sweepDeleted(db, tenant)) + (await sweepOrphans(db, tenant, now));
}

async function sweepDeleted(db: Database, tenant: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const garbage = await withTenant(db.app, tenant, (trx) =>
      trx
        .withTables<GarbageTables>()
        .selectFrom('storage_garbage')
        .select(['id', 'container', 'object_key'])
        .where('tenant', '=', tenant)
        .orderBy('id')
        .limit(batchSize)
        .execute(),
    );
    if (garbage.length === 0) return removed;
    for (const entry of garbage) {
      const container = await containerOrNone(db, tenant, entry.container);
      await container?.remove(entry.object_key);
      removed += container ? 1 : 0;
    }
    await withTenant(db.app, tenant, (trx) =>
      trx
        .withTables<GarbageTables>()
        .deleteFrom('storage_garbage')
        .where(
          'id',
          'in',
          garbage.map((entry) => entry.id),
        )
        .execute(),
    );
  }
}

async function sweepOrphans(db: Database, tenant: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - orphanAgeMs);
  const names = (await withTenant(db.app, tenant, (trx) => listContainers(trx, tenant))).map(
    (container) => container.name,
  );
  let removed = 0;
  for (const name of names) {
    const container = await containerOrNone(db, tenant, name);
    if (!container) continue;
    let keys: string[] = [];
    const removeUnnamed = async () => {
      const named = await namedKeys(db, tenant, name, keys);
      for (const key of keys.filter((key) => !named.has(key))) {
        await container.remove(key);
        removed += 1;
      }
      keys = [];
    };
    for await (const key of container.listWrittenBefore(before)) {
      keys.push(key);
      if (keys.length === batchSize) await removeUnnamed();
    }
    await removeUnnamed();
  }
  return removed;
}

async function namedKeys(
  db: Database,
  tenant: string,
  container: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await withTenant(db.app, tenant, (trx) =>
    trx
      .selectFrom('record_documents')
      .select('object_key')
      .where('tenant', '=', tenant)
      .where('container', '=', container)
      .where('object_key', 'in', keys)
      .execute(),
  );
  return new Set(rows.map((row) => row.object_key ?? ''));
}

/** A container of the tenant; none when it was removed since (its objects then are not Lessor's to sweep). */
async function containerOrNone(
  db: Database,
  tenant: string,
  name: string,
): Promise<ObjectContainer | undefined> {
  return withTenant(db.app, tenant, (trx) => storageOf(db).container(trx, tenant, name)).catch(
    () => undefined,
  );
}
