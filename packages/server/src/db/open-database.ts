import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EntityDefinition, entities as shippedEntities } from '@lessor/domain/entities';
import { ObjectContainers } from '../objects/object-containers.ts';
import { loadSecretKey } from '../secrets/load-secret-key.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import type { Database } from './database.ts';
import { firstStartDatabase } from './first-start-database.ts';
import { migrate } from './migrate.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';
import { sealStoredSecrets } from './seal-stored-secrets.ts';
import { ensureSessionSecret } from './session-secret.ts';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when a URL is
 * given, else the embedded database in `dataDir` (in memory when `dataDir` is undefined), started
 * from the dumped data folder `loadDataDir` when it is new, else from the saved migrated database
 * `firstStartFile` when there is one. The key sealing its secrets is
 * `secretKey` (LESSOR_SECRET_KEY), else the data folder's key file. Its tables are those of
 * `entities`, the shipped registry unless told (a test's catalogue adds its own).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  objectsDir?: string;
  secretKey?: string;
  loadDataDir?: Blob;
  firstStartFile?: string;
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
        options.loadDataDir ?? (await firstStartDatabase(options.dataDir, options.firstStartFile)),
      );
  const objects = await objectsFolder(options);
  const containers = new ObjectContainers(objects.root);
  const close = async () => {
    await containers.close();
    await db.close();
    await objects.discard();
  };
  try {
    await migrate(db.owner, options.entities ?? shippedEntities);
    await ensureSessionSecret(db.owner);
    await sealStoredSecrets(db.owner, secrets);
    return { ...db, secrets, objects: containers, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The built-in storage container's folder: `objects` in the data folder (`LESSOR_OBJECTS_DIR`
 * when set, for nodes sharing a mounted folder), or a temporary one beside a database in memory,
 * deleted with it.
 */
async function objectsFolder(options: {
  dataDir?: string;
  objectsDir?: string;
}): Promise<{ root: string; discard(): Promise<void> }> {
  if (options.objectsDir) return { root: options.objectsDir, discard: async () => {} };
  if (options.dataDir) return { root: join(options.dataDir, 'objects'), discard: async () => {} };
  const root = await mkdtemp(join(tmpdir(), 'lessor-objects-'));
  return { root, discard: () => rm(root, { recursive: true, force: true }) };
}
