import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openEmbeddedDatabase } from './open-embedded-database.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is
 * given, else the embedded database in `dataDir` (in memory when `dataDir` is undefined).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await openEmbeddedDatabase(options.dataDir);
  await migrate(db.owner).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  return db;
}
