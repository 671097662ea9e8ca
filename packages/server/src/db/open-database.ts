import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is
 * given, else the embedded database in `dataDir` (in memory when `dataDir` is undefined), started
 * from the dumped data folder `loadDataDir` when it is new.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  // The embedded database (a WASM PostgreSQL) is loaded only when it is used.
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await (await import('./open-embedded-database.ts')).openEmbeddedDatabase(
        options.dataDir,
        options.loadDataDir,
      );
  await migrate(db.owner).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  return db;
}
