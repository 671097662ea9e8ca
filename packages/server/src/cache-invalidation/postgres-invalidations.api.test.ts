import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { availableTestDatabases } from '../testing/test-databases.ts';
import type { InvalidationListener } from './cache-invalidations.ts';
import { PostgresInvalidations } from './postgres-invalidations.ts';
import { publishWithin } from './publish-within.ts';

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');

/** A listener that writes down what it is told. */
function recorder(): InvalidationListener & { forgotten: string[]; clearedAll: number } {
  const heard = {
    forgotten: [] as string[],
    clearedAll: 0,
    forget: (key: string) => heard.forgotten.push(key),
    forgetAll: () => {
      heard.clearedAll++;
    },
  };
  return heard;
}

describe.runIf(postgres)('cache invalidations between nodes over PostgreSQL', () => {
  let db: Database;
  /** Two nodes, each listening on a connection named after it. */
  let first: PostgresInvalidations;
  let second: PostgresInvalidations;
  const errors: unknown[] = [];

  const start = (applicationName: string) =>
    PostgresInvalidations.start({
      connectionString: db.connectionString as string,
      db: db.app,
      applicationName,
      onError: (error) => errors.push(error),
    });

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    first = await start('invalidations first');
    second = await start('invalidations second');
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.close();
  });

  it('forgets at once on the publishing node, and on the other soon after', async () => {
    const here = recorder();
    const there = recorder();
    first.subscribe('things', here);
    second.subscribe('things', there);
    second.subscribe('other things', recorder());
    first.publish('things', 'a:1');
    expect(here.forgotten).toEqual(['a:1']);
    await expect.poll(() => there.forgotten).toEqual(['a:1']);
  });

  it('sends what a transaction publishes when it commits, and nothing when it rolls back', async () => {
    const there = recorder();
    second.subscribe('documents', there);
    await expect(
      withTenant(db.app, 'acme', async (trx) => {
        await publishWithin(trx, 'documents', 'rolled back');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await withTenant(db.app, 'acme', async (trx) => {
      await publishWithin(trx, 'documents', 'committed');
      // Not before the commit: the other node would read the old value again.
      await sql`select pg_sleep(0.05)`.execute(trx);
      expect(there.forgotten).toEqual([]);
    });
    await expect.poll(() => there.forgotten).toEqual(['committed']);
  });

  it('listens again after losing its connection, and forgets everything it may have missed', async () => {
    const there = recorder();
    second.subscribe('things', there);
    errors.length = 0;
    const { rows } = await sql<{ terminated: boolean }>`
      select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where datname = current_database() and application_name = 'invalidations second'`.execute(db.owner);
    expect(rows).toEqual([{ terminated: true }]);
    await expect.poll(() => there.clearedAll, { timeout: 10_000 }).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    first.publish('things', 'after the loss');
    await expect.poll(() => there.forgotten).toEqual(['after the loss']);
  });
});
