import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialects for the embedded PGlite database: one acting as the owner, one as the
 * application role, over PGlite's single session.
 *
 * Kysely runs a transaction as BEGIN, queries, COMMIT on one connection, so two concurrent
 * requests sharing the session would interleave: one request's query would run inside the
 * other's transaction, under the other's tenant setting. The session is therefore lent to one
 * caller at a time, in arrival order, and set to the caller's role before it is lent. (The
 * kysely-pglite package hands out the shared session unguarded, and brings 118 packages with
 * its command line.)
 */
export function pgliteDialects(client: PGlite, appRole: string): { owner: Dialect; app: Dialect } {
  const session = new SharedSession(client);
  return { owner: dialect(session, undefined), app: dialect(session, appRole) };
}

function dialect(session: SharedSession, role: string | undefined): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(session, role),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** The one PGlite session, its queue of borrowers, and the role it currently runs as. */
class SharedSession {
  readonly connection: PGliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  #role: string | undefined;

  constructor(client: PGlite) {
    this.connection = new PGliteConnection(client);
  }

  async borrow(role: string | undefined): Promise<PGliteConnection> {
    const previous = this.#queue;
    let release: () => void = () => {};
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.#release = release;
    if (this.#role !== role) {
      await this.connection.executeQuery(CompiledQuery.raw(role ? `set role ${role}` : 'reset role'));
      this.#role = role;
    }
    return this.connection;
  }

  giveBack(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
}

class PGliteDriver implements Driver {
  readonly #session: SharedSession;
  readonly #role: string | undefined;

  constructor(session: SharedSession, role: string | undefined) {
    this.#session = session;
    this.#role = role;
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    return this.#session.borrow(this.#role);
  }

  async releaseConnection(): Promise<void> {
    this.#session.giveBack();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite answers whole results; Kysely only streams on request.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results');
  }
}
