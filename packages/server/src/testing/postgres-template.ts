import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/open-database.ts';
import { buildOncePerRun } from './build-once-per-run.ts';
import { testRunSecretKey } from './test-run.ts';

/**
 * A database migrated once in a test run for the shipped registry, which each test file copies with
 * `create database … template`; answers its name. Nobody stays connected to it: PostgreSQL copies
 * only a database that has no session.
 */
export async function migratedPostgresTemplate(runFolder: string, serverUrl: string): Promise<string> {
  const made = await buildOncePerRun(runFolder, 'postgres', async () => {
    const template = `lessor_template_${randomBytes(6).toString('hex')}`;
    await administer(serverUrl, `create database ${template}`);
    try {
      const secretKey = await testRunSecretKey(runFolder);
      await (await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), secretKey })).close();
    } catch (error) {
      await administer(serverUrl, `drop database if exists ${template}`);
      throw error;
    }
    return JSON.stringify({ serverUrl, template } satisfies MadeTemplate);
  });
  return (JSON.parse(made) as MadeTemplate).template;
}

interface MadeTemplate {
  serverUrl: string;
  template: string;
}

/** Drops the template that `made` (what `migratedPostgresTemplate` built) describes. */
export async function dropPostgresTemplate(made: string): Promise<void> {
  const { serverUrl, template } = JSON.parse(made) as MadeTemplate;
  await administer(serverUrl, `drop database if exists ${template} with (force)`);
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
