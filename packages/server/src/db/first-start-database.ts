import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '@lessor/domain/entities';

/**
 * The embedded database as the migrations leave it, saved once per build (`lessor prepare`, which
 * `npm start` runs after a change to the server, the domain or the dependencies; its path is
 * repeated in `scripts/setup.mjs`): a first start loads it rather than creating a database and
 * running some 330 migrations, most of its wait.
 */
export const firstStartDatabaseFile = fileURLToPath(
  new URL('../../dist/first-start-database.tar', import.meta.url),
);

/** Saves the migrated database to `file`, written beside it first so that a start never reads half of it. */
export async function saveFirstStartDatabase(file: string): Promise<void> {
  // Loaded only here: a server on PostgreSQL never loads the embedded database.
  const { dumpMigratedCluster } = await import('./migrated-cluster.ts');
  const dump = await dumpMigratedCluster(entities);
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, Buffer.from(await dump.arrayBuffer()));
  await rename(draft, file);
}

/**
 * The saved database a new embedded one starts from: `file` when it is there and the data folder
 * holds no database yet, else undefined (the database is then created and migrated in place).
 */
export async function firstStartDatabase(
  dataDir: string | undefined,
  file: string | undefined,
): Promise<Blob | undefined> {
  if (!dataDir || !file || existsSync(join(dataDir, 'db')) || !existsSync(file)) return undefined;
  return new Blob([await readFile(file)]);
}
