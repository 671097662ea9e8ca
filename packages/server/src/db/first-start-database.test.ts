import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSessionSecret } from '../auth/session-tokens.ts';
import { saveFirstStartDatabase } from './first-start-database.ts';
import { openDatabase } from './open-database.ts';
import { embeddedExtensions } from './open-embedded-database.ts';

describe('the saved database a first start loads', () => {
  let folder: string;
  let saved: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lessor-first-start-'));
    saved = join(folder, 'first-start-database.tar');
    await saveFirstStartDatabase(saved);
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** A start of the installation `name` (its data folder, its own secret key), from the saved database when new. */
  const keys = new Map<string, string>();
  const start = async (name: string) => {
    const dataDir = join(folder, name);
    const secretKey = keys.get(name) ?? randomBytes(32).toString('hex');
    keys.set(name, secretKey);
    return { dataDir, db: await openDatabase({ dataDir, firstStartFile: saved, secretKey }) };
  };

  it('holds no secret of an installation: each one started from it makes its own', async () => {
    const shipped = await PGlite.create({
      loadDataDir: new Blob([await readFile(saved)]),
      extensions: embeddedExtensions,
    });
    try {
      expect((await shipped.query('select key from system_settings')).rows).toEqual([]);
    } finally {
      await shipped.close();
    }

    const first = await start('first');
    const second = await start('second');
    try {
      const [mine, theirs] = await Promise.all([loadSessionSecret(first.db), loadSessionSecret(second.db)]);
      expect(mine).toMatch(/^[\w-]{43}$/);
      expect(theirs).not.toBe(mine);
    } finally {
      await Promise.all([first.db.close(), second.db.close()]);
    }
  });

  it('starts a database that is migrated and kept in the data folder, and is not loaded over it again', async () => {
    const { dataDir, db } = await start('kept');
    let secret: string;
    try {
      expect(existsSync(join(dataDir, 'db'))).toBe(true);
      const models = await sql<{
        count: number;
      }>`select count(*)::int as count from vehicle_catalog_models`.execute(db.owner);
      expect(models.rows[0]?.count).toBeGreaterThan(30_000);
      const tenants = await db.owner.selectFrom('tenants').select('id').execute();
      expect(tenants).toEqual([]);
      await db.owner.insertInto('tenants').values({ id: 'kept', name: 'Kept', kind: 'master' }).execute();
      secret = await loadSessionSecret(db);
    } finally {
      await db.close();
    }
    const { db: reopened } = await start('kept');
    try {
      expect(await reopened.owner.selectFrom('tenants').select('id').execute()).toEqual([{ id: 'kept' }]);
      expect(await loadSessionSecret(reopened)).toBe(secret);
    } finally {
      await reopened.close();
    }
  });
});
