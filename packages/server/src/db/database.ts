import type { Kysely } from 'kysely';
import type { ObjectContainers } from '../objects/object-containers.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { CoreDatabase } from './schema.ts';
import type { StatementSettings } from './settings-bound-query.ts';

type DatabaseKind = 'embedded' | 'postgres';

/**
 * The connections of an open database: `app` runs as the application role, which row-level
 * security binds; `owner` runs migrations and administration, and is never used to serve requests.
 */
export interface DatabaseConnections {
  kind: DatabaseKind;
  app: Kysely<CoreDatabase>;
  owner: Kysely<CoreDatabase>;
  /**
   * Reads as the application role with `settings` (the tenant): each statement runs in a
   * transaction of its own with the settings local to it, sent with them in one round trip on
   * PostgreSQL, where BEGIN, `set_config`, the statement and COMMIT took four.
   */
  readAs(settings: StatementSettings): Kysely<CoreDatabase>;
  /** Where the data lives, for messages: a folder or a URL without its password. */
  location: string;
  /** PostgreSQL only: the owner's connection string, for tools that connect beside Lessor. */
  connectionString?: string;
  /** Embedded only: the whole data folder as a gzipped tar, which a new database starts from (backup.ts). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * An open, migrated database, with the key that seals the secrets it stores and the storage
 * containers its documents' bytes are kept in (storage/object-storage.ts reads which is whose).
 */
export interface Database extends DatabaseConnections {
  secrets: SecretBox;
  objects: ObjectContainers;
}

/** The role every request runs as: no superuser, no BYPASSRLS, not the owner of the tables. */
export const appRole = 'lessor_app';
