import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { entities } from '@lessor/domain/entities';
import { dumpMigratedCluster } from '../db/migrated-cluster.ts';
import { buildOncePerRun } from './build-once-per-run.ts';

/**
 * The embedded database as `openDatabase({})` leaves it (a new cluster, migrated for the shipped
 * registry), dumped once in a test run; each test file loads the dump instead of creating a cluster
 * and migrating it again.
 */
export async function loadMigratedEmbeddedDump(runFolder: string): Promise<Blob> {
  const dump = await buildOncePerRun(runFolder, 'embedded', async () => {
    const path = join(runFolder, 'embedded.tar');
    const dump = await dumpMigratedCluster(entities);
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  });
  return new Blob([await readFile(dump)]);
}
