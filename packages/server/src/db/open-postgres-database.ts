import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { appRole, type DatabaseConnections } from './database.ts';
import type { CoreDatabase } from './schema.ts';

/** How long to wait for a connection before saying the server is unreachable. */
const connectionTimeoutMillis = 5000;

/**
 * Opens a PostgreSQL server. The owner pool connects as the URL's user (it migrates); the
 * application pool starts every session as the application role, which row-level security binds.
 */
export async function openPostgresDatabase(
  url: string,
  { appPoolSize = 10 } = {},
): Promise<DatabaseConnections> {
  const location = redactPassword(url);
  const ownerPool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis });
  const appPool = new pg.Pool({
    connectionString: url,
    max: appPoolSize,
    connectionTimeoutMillis,
    options: `-c role=${appRole}`,
  });
  // An idle connection can be cut (a server restart, a failover): the pool replaces it, and without a
  // listener its 'error' event would end the process.
  let closing = false;
  for (const pool of [ownerPool, appPool]) {
    pool.on('error', (error) => {
      if (!closing) process.stderr.write(`lessor: lost a connection to ${location}: ${error.message}\n`);
    });
  }
  const owner = new Kysely<CoreDatabase>({ dialect: new PostgresDialect({ pool: ownerPool }) });
  const app = new Kysely<CoreDatabase>({ dialect: new PostgresDialect({ pool: appPool }) });
  try {
    await sql`select 1`.execute(owner);
  } catch (error) {
    await Promise.all([owner.destroy(), app.destroy()]);
    throw new LessorStartError(`Cannot reach the database at ${location}: ${describe(error)}`);
  }
  return {
    kind: 'postgres',
    app,
    owner,
    location,
    connectionString: url,
    async close() {
      closing = true;
      await Promise.all([app.destroy(), owner.destroy()]);
    },
  };
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  const { code, message } = error as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(' ') || String(error);
}
