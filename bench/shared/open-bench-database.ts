import pg from 'pg';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The key sealing the secrets of the benchmarks' databases (the session secret): one fixed key, so
 * that a server process started on a database seeded by an earlier run opens it
 * (`LESSOR_SECRET_KEY`). These databases hold generated data only.
 */
export const benchSecretKey = Buffer.alloc(32, 0x5e).toString('base64');

/**
 * A benchmark's own PostgreSQL database, created on the server of DATABASE_URL (else the local
 * one) when it is missing and kept after the run, so that a large data set is seeded once.
 * Answers it migrated, and its URL for a server process.
 */
export async function openBenchDatabase(name: string): Promise<{ db: Database; url: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: await openDatabase({ databaseUrl: url.toString(), secretKey: benchSecretKey }),
    url: url.toString(),
  };
}
