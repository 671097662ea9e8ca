import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery, Kysely } from 'kysely';
import { appRole, type DatabaseConnections } from './database.ts';
import { lockDataDirectory } from './lock-data-directory.ts';
import { pgliteDialects } from './pglite-dialect.ts';
import type { CoreDatabase } from './schema.ts';
import { setConfigStatement } from './settings-bound-query.ts';
import { keptPerSettings, settingsBoundKysely } from './settings-bound-reads.ts';

/** The extensions the migrations create: trigrams index the free-text search (search-text-migration.ts). */
export const embeddedExtensions = { pg_trgm };

/**
 * Opens the embedded database kept in `dataDir` (or in memory when `dataDir` is undefined). A new one
 * starts from `loadDataDir`, a data folder PGlite's `dumpDataDir` saved, when it is given.
 */
export async function openEmbeddedDatabase(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<DatabaseConnections> {
  let unlock = async () => {};
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDirectory(dataDir);
    client = await PGlite.create({
      dataDir: join(dataDir, 'db'),
      loadDataDir,
      extensions: embeddedExtensions,
    });
  } else {
    client = await PGlite.create({ loadDataDir, extensions: embeddedExtensions });
  }
  const dialects = pgliteDialects(client, appRole);
  const owner = new Kysely<CoreDatabase>({ dialect: dialects.owner });
  const app = new Kysely<CoreDatabase>({ dialect: dialects.app });
  return {
    kind: 'embedded',
    app,
    owner,
    // One session, no round trips: each statement in a transaction of its own with the settings.
    readAs: keptPerSettings((settings) => {
      const { text, values } = setConfigStatement(settings);
      return settingsBoundKysely((query) =>
        app.transaction().execute(async (trx) => {
          await trx.executeQuery(CompiledQuery.raw(text, values));
          return trx.executeQuery(query);
        }),
      );
    }),
    location: dataDir ?? 'memory',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      await Promise.all([app.destroy(), owner.destroy()]);
      await client.close();
      await unlock();
    },
  };
}
