import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { entities } from '@lessor/domain/entities';
import { Kysely } from 'kysely';
import { appRole } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { embeddedExtensions } from '../db/open-embedded-database.ts';
import { pgliteDialects } from '../db/pglite-dialect.ts';
import { buildOncePerRun } from './build-once-per-run.ts';

/**
 * The embedded database as `openDatabase({})` leaves it (a new cluster, migrated for the shipped
 * registry), dumped once in a test run; each test file loads the dump instead of creating a cluster
 * and migrating it again.
 */
export async function loadMigratedEmbeddedDump(runFolder: string): Promise<Blob> {
  const dump = await buildOncePerRun(runFolder, 'embedded', async () => {
    const path = join(runFolder, 'embedded.tar');
    await writeFile(path, Buffer.from(await (await dumpMigratedCluster()).arrayBuffer()));
    return path;
  });
  return new Blob([await readFile(dump)]);
}

async function dumpMigratedCluster(): Promise<Blob> {
  const client = await PGlite.create({ extensions: embeddedExtensions });
  const owner = new Kysely<unknown>({ dialect: pgliteDialects(client, appRole).owner });
  try {
    await migrate(owner, entities);
    // Uncompressed: each test file loads it, and inflating it cost every file about half a second.
    return await client.dumpDataDir('none');
  } finally {
    await owner.destroy();
    await client.close();
  }
}
