import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { appRole } from '../database.ts';

/**
 * The trail of read-only entities (the history, the audits) is append-only in the database too:
 * the application role may insert and read their rows, never update or delete them, so no code
 * path a request runs (a tenant workflow, a bulk write, a future route) can rewrite it. Named after
 * the table, so it runs after the table's creation.
 */
export function appendOnlyMigration(entity: EntityDefinition): [string, Migration] {
  return [
    `entity-${entity.table}-0004-append-only`,
    {
      up: async (db: Kysely<unknown>) => {
        await sql`revoke update, delete, truncate on ${sql.table(entity.table)} from ${sql.id(appRole)}`.execute(
          db,
        );
      },
    },
  ];
}
