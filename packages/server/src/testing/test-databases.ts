import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open-database.ts';

/** The local PostgreSQL of a development machine, used when DATABASE_URL is not set. */
const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  name: 'embedded' | 'postgres';
  /** A fresh, migrated, empty database of this kind. */
  open(): Promise<Database>;
}

/**
 * The databases the suites run against: the embedded one always, PostgreSQL when DATABASE_URL
 * is set or a local server answers. Each `open` gives a database of its own, so test files run
 * in parallel without sharing rows.
 */
export async function availableTestDatabases(): Promise<TestDatabase[]> {
  const embedded: TestDatabase = { name: 'embedded', open: () => openDatabase({}) };
  const serverUrl = process.env.DATABASE_URL || ((await answers(localPostgres)) ? localPostgres : undefined);
  if (!serverUrl) return [embedded];
  return [embedded, { name: 'postgres', open: () => openThrowawayPostgres(serverUrl) }];
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

/** Creates a database on the server for one test file, and drops it when the file closes it. */
async function openThrowawayPostgres(serverUrl: string): Promise<Database> {
  const name = `lessor_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      await administer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
