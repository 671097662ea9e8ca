import { Kysely, PostgresDialect, sql } from 'kysely';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { appRole, type DatabaseConnections } from './database.ts';
import { ResilientPool } from './resilient-pool.ts';
import type { CoreDatabase } from './schema.ts';
import { keptPerSettings, settingsBoundKysely } from './settings-bound-reads.ts';

/** How long to wait for a connection, new or pooled, before saying the database is unavailable. */
const connectionTimeoutMillis = 5000;
/** The longest a request's statement may run; the server cancels it then. */
const statementTimeoutMillis = 30_000;
/**
 * The longest the application waits for any answer, a little past the server's own limit: it
 * bounds a request when the server is frozen or out of reach and cannot cancel anything.
 */
const queryTimeoutMillis = statementTimeoutMillis + 5000;

/**
 * Opens a PostgreSQL server. The owner pool connects as the URL's user (it migrates); the
 * application pool starts every session as the application role, which row-level security binds.
 * Either pool outlives a lost connection (a terminated backend, a restart, a failover): it
 * replaces the connection on the next request.
 */
export async function openPostgresDatabase(
  url: string,
  { appPoolSize = 10 } = {},
): Promise<DatabaseConnections> {
  const location = redactPassword(url);
  let closing = false;
  const onLostConnection = (error: Error) => {
    if (!closing) process.stderr.write(`lessor: lost a connection to ${location}: ${error.message}\n`);
  };
  const common = { connectionString: url, connectionTimeoutMillis };
  // Migrations may rewrite whole tables: the owner's statements have no time limit.
  const ownerPool = new ResilientPool({ ...common, max: 2 }, onLostConnection);
  const appPool = new ResilientPool(
    {
      ...common,
      max: appPoolSize,
      options: `-c role=${appRole}`,
      statement_timeout: statementTimeoutMillis,
      query_timeout: queryTimeoutMillis,
    },
    onLostConnection,
  );
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
    readAs: keptPerSettings((settings) =>
      settingsBoundKysely(async (query) => {
        const { rows } = await appPool.queryWithSettings(settings, query.sql, query.parameters);
        return { rows };
      }),
    ),
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
