import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { CoreDatabase } from './schema.ts';
import type { StatementSettings } from './settings-bound-query.ts';

/** Runs one compiled statement in a transaction of its own, with the reader's settings. */
export type RunWithSettings = (query: CompiledQuery) => Promise<QueryResult<unknown>>;

/**
 * A Kysely whose every statement runs in a transaction of its own, with settings local to it (the
 * tenant that row-level security binds to, see `DatabaseConnections.readAs`). Made for reads: at
 * READ COMMITTED each statement of a transaction sees its own snapshot anyway, so a read made of
 * several statements loses nothing by not sharing one, and a transaction cannot be opened on it.
 */
export function settingsBoundKysely(run: RunWithSettings): Kysely<CoreDatabase> {
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => run(query) as Promise<QueryResult<R>>,
    streamQuery: () => {
      throw new Error('A reader bound to settings does not stream');
    },
  };
  const noTransaction = async () => {
    throw new Error('A reader bound to settings runs each statement in a transaction of its own');
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    releaseConnection: async () => {},
    beginTransaction: noTransaction,
    commitTransaction: noTransaction,
    rollbackTransaction: noTransaction,
    destroy: async () => {},
  };
  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  return new Kysely<CoreDatabase>({ dialect });
}

/** Readers kept at most; past that the oldest is made again when asked (a tenant and its dynamic entities each have one). */
const keptReaders = 1000;

/**
 * `make` made once per distinct settings and kept: a tenant's reads on every request would
 * otherwise build a new Kysely, its driver and its dialect each time.
 */
export function keptPerSettings(
  make: (settings: StatementSettings) => Kysely<CoreDatabase>,
): (settings: StatementSettings) => Kysely<CoreDatabase> {
  const readers = new Map<string, Kysely<CoreDatabase>>();
  return (settings) => {
    const key = JSON.stringify(Object.entries(settings).sort(([a], [b]) => (a < b ? -1 : 1)));
    let reader = readers.get(key);
    if (!reader) {
      reader = make(settings);
      if (readers.size >= keptReaders) readers.delete(readers.keys().next().value as string);
      readers.set(key, reader);
    }
    return reader;
  };
}
