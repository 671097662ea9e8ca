import type { EntityDefinition } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { coreMigrations } from './migrations/core-migrations.ts';
import { entityMigrations } from './migrations/entity-migrations.ts';
import { createAuditRecordIndex } from './migrations/logbook-migration.ts';
import { repairBlankValuesMigration } from './migrations/repair-blank-values-migration.ts';
import { repairProspectsAsPersonsMigration } from './migrations/repair-prospects-as-persons-migration.ts';
import { repairSeededPercentRatesMigration } from './migrations/repair-seeded-percent-rates-migration.ts';
import { vehicleCatalogMigrations } from './migrations/vehicle-catalog-migration.ts';

/**
 * Migrations named after what they build, so that a new declaration builds it again under a new
 * name: an entity's search text and trigram index, named after its search fields
 * (search-text-migration.ts).
 */
const rebuiltMigration = /^entity-[a-z0-9_]+-000[34]-(search|trigrams)-/;

function migrationsOf(entities: readonly EntityDefinition[], executed: readonly string[]): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      const migrations: Record<string, Migration> = {
        ...coreMigrations,
        ...vehicleCatalogMigrations,
        ...entityMigrations(entities),
        // Named to sort after every entity table's migrations, which it reads.
        'repair-0001-blank-values': repairBlankValuesMigration(entities),
        'repair-0002-seeded-percent-rates': repairSeededPercentRatesMigration(),
        'repair-0003-prospects-as-persons': repairProspectsAsPersonsMigration(),
        // Named to sort after the audits' table.
        'logbook-0001-audit-record-index': { up: createAuditRecordIndex },
      };
      // A database keeps the names of the builds a new declaration replaced: they ran, and the
      // migrator, which refuses a run whose executed migrations went missing, is told so.
      for (const name of executed)
        if (!(name in migrations) && rebuiltMigration.test(name)) migrations[name] = { up: async () => {} };
      return migrations;
    },
  };
}

/** The migrations the database ran already; none on a new one. */
async function executedMigrations<DB>(owner: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{
    table: string | null;
  }>`select to_regclass('kysely_migration')::text as table`.execute(owner);
  if (!rows[0]?.table) return [];
  const executed = await sql<{ name: string }>`select name from kysely_migration`.execute(owner);
  return executed.rows.map((row) => row.name);
}

/**
 * The migrations this server knows that the database has not run: none once it migrated; some
 * when another node of a newer version shares the database with an older one, or the reverse
 * (a name the database ran that this server does not know is not counted).
 */
export async function pendingMigrations<DB>(
  owner: Kysely<DB>,
  entities: readonly EntityDefinition[],
): Promise<string[]> {
  const executed = await executedMigrations(owner);
  const known = await migrationsOf(entities, executed).getMigrations();
  const ran = new Set(executed);
  return Object.keys(known).filter((name) => !ran.has(name));
}

/**
 * Brings the schema up to date for the entities served (the shipped registry, or a test's
 * catalogue); run as the owner at every start.
 */
export async function migrate<DB>(owner: Kysely<DB>, entities: readonly EntityDefinition[]): Promise<void> {
  // Entity migrations are named after their table, so order between them does not matter; a
  // database migrated for fewer entities gets the tables of the others by their migrations alone.
  const migrator = new Migrator({
    db: owner,
    provider: migrationsOf(entities, await executedMigrations(owner)),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new LessorStartError(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
