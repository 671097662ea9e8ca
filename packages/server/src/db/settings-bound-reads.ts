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
