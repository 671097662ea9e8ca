import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from './is-database-unavailable.ts';
import { querySettingsBound, type StatementSettings } from './settings-bound-query.ts';

/**
 * A pg pool, as Kysely's PostgreSQL dialect uses it, that outlives the loss of its connections.
 * pg's pool listens for errors of idle clients only: a client in use whose connection drops (a
 * terminated backend, a restart, a failover) emits 'error' with no listener, and the process
 * exits. Here every client listens from the moment it connects, and a client whose connection
 * failed is released with that error, so the pool destroys it and connects afresh on demand.
 */
export class ResilientPool implements PostgresPool {
  readonly #pool: pg.Pool;
  /** Clients whose connection failed, with the error that says so. */
  readonly #lost = new WeakMap<pg.PoolClient, Error>();

  constructor(config: pg.PoolConfig, onLostConnection: (error: Error) => void) {
    this.#pool = new pg.Pool(config);
    this.#pool.on('connect', (client) => {
      client.on('error', (error) => {
        this.#lost.set(client, error);
        onLostConnection(error);
      });
    });
    // The pool repeats the error of an idle client, which the client's own listener reported.
    this.#pool.on('error', () => {});
  }

  get options(): pg.PoolOptions {
    return this.#pool.options;
  }

  async connect(): Promise<PostgresPoolClient> {
    return new CheckedOutClient(await this.#pool.connect(), this.#lost);
  }

  /** One statement with settings local to it, in one round trip (settings-bound-query.ts). */
  async queryWithSettings<R>(
    settings: StatementSettings,
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    const client = new CheckedOutClient(await this.#pool.connect(), this.#lost);
    try {
      return await client.queryWithSettings<R>(settings, sql, parameters);
    } finally {
      client.release();
    }
  }

  end(): Promise<void> {
    return this.#pool.end();
  }
}

/** A client lent to one caller: once its connection failed, it fails fast and goes back broken. */
class CheckedOutClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #lost: WeakMap<pg.PoolClient, Error>;

  constructor(client: pg.PoolClient, lost: WeakMap<pg.PoolClient, Error>) {
    this.#client = client;
    this.#lost = lost;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string') throw new Error('This pool is not configured to stream cursors');
    return this.#run(() => this.#client.query(statement, [...parameters]));
  }

  queryWithSettings<R>(
    settings: StatementSettings,
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    return this.#run(() => querySettingsBound(this.#client, settings, sql, [...parameters]));
  }

  async #run<R>(query: () => Promise<pg.QueryResult>): Promise<PostgresQueryResult<R>> {
    // A rollback after the connection died answers at once instead of queueing behind the dead query.
    const lost = this.#lost.get(this.#client);
    if (lost) throw lost;
    try {
      const { command, rowCount, rows } = await query();
      // pg types the command tag as any string; Kysely lists only the tags it tells apart.
      return { command: command as PostgresQueryResult<R>['command'], rowCount: rowCount ?? 0, rows };
    } catch (error) {
      // A read timeout leaves its statement running on a connection that still looks healthy:
      // nobody else may use it.
      if (isDatabaseUnavailable(error) && error instanceof Error) this.#lost.set(this.#client, error);
      throw error;
    }
  }

  release(destroy?: boolean): void {
    this.#client.release(this.#lost.get(this.#client) ?? destroy);
  }
}
