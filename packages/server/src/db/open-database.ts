import { type EntityDefinition, entities as shippedEntities } from '@lessor/domain/entities';
import { loadSecretKey } from '../secrets/load-secret-key.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';
import { sealStoredSecrets } from './seal-stored-secrets.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is
 * given, else the embedded database in `dataDir` (in memory when `dataDir` is undefined), started
 * from the dumped data folder `loadDataDir` when it is new. The key sealing its secrets is
 * `secretKey` (LESSOR_SECRET_KEY), else the data folder's key file. Its tables are those of
 * `entities`, the shipped registry unless told (a test's catalogue adds its own).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  secretKey?: string;
  loadDataDir?: Blob;
  entities?: readonly EntityDefinition[];
}): Promise<Database> {
  const secrets = new SecretBox(
    await loadSecretKey({ fromEnvironment: options.secretKey, dataDir: options.dataDir }),
  );
  // The embedded database (a WASM PostgreSQL) is loaded only when it is used.
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await (await import('./open-embedded-database.ts')).openEmbeddedDatabase(
        options.dataDir,
        options.loadDataDir,
      );
  try {
    await migrate(db.owner, options.entities ?? shippedEntities);
    await sealStoredSecrets(db.owner, secrets);
    return { ...db, secrets };
  } catch (error) {
    await db.close();
    throw error;
  }
}
