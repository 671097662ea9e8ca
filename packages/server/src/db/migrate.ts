import type { EntityDefinition } from '@lessor/domain/entities';
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { coreMigrations } from './migrations/core-migrations.ts';
import { entityMigrations } from './migrations/entity-migrations.ts';
import { repairBlankValuesMigration } from './migrations/repair-blank-values-migration.ts';
import { repairSeededPercentRatesMigration } from './migrations/repair-seeded-percent-rates-migration.ts';
import { vehicleCatalogMigrations } from './migrations/vehicle-catalog-migration.ts';

function migrationsOf(entities: readonly EntityDefinition[]): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        ...coreMigrations,
        ...vehicleCatalogMigrations,
        ...entityMigrations(entities),
        // Named to sort after every entity table's migrations, which it reads.
        'repair-0001-blank-values': repairBlankValuesMigration(entities),
        'repair-0002-seeded-percent-rates': repairSeededPercentRatesMigration(),
      };
    },
  };
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
    provider: migrationsOf(entities),
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
