import { randomBytes } from 'node:crypto';
import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import { loadMigratedEmbeddedDump } from './embedded-template.ts';
import { administer, databaseUrl, migratedPostgresTemplate } from './postgres-template.ts';
import { testRunFolder, testRunSecretKey } from './test-run.ts';

/** The local PostgreSQL of a development machine, used when DATABASE_URL is not set. */
const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'embedded' | 'postgres';
  /** A fresh, migrated, empty database of this kind. */
  open(options?: OpenOptions): Promise<Database>;
}

interface OpenOptions {
  /**
   * The entities whose tables it has: the shipped registry unless told. A copy of the run's
   * template gets the tables of entities the registry lacks by running their migrations alone.
   */
  entities?: readonly EntityDefinition[];
}

/**
 * The databases the suites run against: the embedded one always, PostgreSQL when DATABASE_URL
 * is set or a local server answers. Each `open` gives a database of its own, so test files run
 * in parallel without sharing rows. Under vitest, each is a copy of one migrated once in the run
 * (see `test-run.ts`); elsewhere (a benchmark) it is migrated on the spot.
 */
export async function availableTestDatabases(): Promise<TestDatabase[]> {
  const runFolder = testRunFolder();
  const embedded: TestDatabase = {
    name: 'embedded',
    open: async (options = {}) =>
      runFolder
        ? withOwnSessionSecret(
            await openDatabase({
              loadDataDir: await loadMigratedEmbeddedDump(runFolder),
              secretKey: await testRunSecretKey(runFolder),
              ...options,
            }),
          )
        : openDatabase(options),
  };
  const serverUrl = process.env.DATABASE_URL || ((await answers(localPostgres)) ? localPostgres : undefined);
  if (!serverUrl) return [embedded];
  const postgres: TestDatabase = {
    name: 'postgres',
    open: async (options = {}) =>
      runFolder
        ? openThrowawayPostgres(serverUrl, options, {
            template: await migratedPostgresTemplate(runFolder, serverUrl),
            secretKey: await testRunSecretKey(runFolder),
          })
        : openThrowawayPostgres(serverUrl, options),
  };
  return [embedded, postgres];
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates a database on the server for one test file, a copy of `template` when given, migrated for
 * `options.entities`, and drops it when the file closes it.
 */
async function openThrowawayPostgres(
  serverUrl: string,
  options: OpenOptions,
  copy?: { template: string; secretKey: string },
): Promise<Database> {
  const name = `lessor_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}${copy ? ` template ${copy.template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const db = await openDatabase(
    copy ? { databaseUrl: url, secretKey: copy.secretKey, ...options } : { databaseUrl: url, ...options },
  );
  if (copy) await withOwnSessionSecret(db);
  return {
    ...db,
    async close() {
      await db.close();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A copy carries the session secret its template's migration drew; each test database draws its own,
 * as a freshly migrated one does, so a token of one file's database means nothing to another's.
 */
async function withOwnSessionSecret(db: Database): Promise<Database> {
  const secret = db.secrets.seal(randomBytes(32).toString('base64url'), secretContexts.sessionSecret);
  await sql`update system_settings set value = ${secret} where key = 'session_secret'`.execute(db.owner);
  return db;
}
