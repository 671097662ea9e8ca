import { spawn } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LessorStartError } from '../config/lessor-start-error.ts';
import type { DatabaseConnections } from './database.ts';

/*
 * Backups and restores of the whole database (docs/operations.md): the embedded database's data
 * folder as PGlite dumps it, a PostgreSQL database as pg_dump's custom format. Neither holds the
 * key that seals the stored secrets (LESSOR_SECRET_KEY or the data folder's key file): it is kept
 * apart, and a restore needs it.
 */

/** Writes a backup of the open database to `file`. */
export async function backupDatabase(db: DatabaseConnections, file: string): Promise<void> {
  if (db.kind === 'embedded') {
    if (!db.dumpDataDir) throw new LessorStartError('This embedded database cannot be dumped');
    await writeFile(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()), { mode: 0o600 });
    return;
  }
  if (!db.connectionString) throw new LessorStartError(`No connection string for ${db.location}`);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${db.connectionString}`]);
}

/**
 * Restores a backup into an empty database: a data folder that holds no database yet, or an
 * empty PostgreSQL database (pg_restore stops at the first error rather than restore half).
 * Answers the data folder's dump to start the embedded database from; PostgreSQL is restored here.
 */
export async function restoreDatabase(
  target: { databaseUrl?: string; dataDir?: string },
  file: string,
): Promise<Blob | undefined> {
  if (target.databaseUrl) {
    await runTool('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${target.databaseUrl}`, file]);
    return undefined;
  }
  if (!target.dataDir) throw new LessorStartError('Restore into which data folder? Set LESSOR_DATA_DIR');
  const existing = await access(join(target.dataDir, 'db')).then(
    () => true,
    () => false,
  );
  if (existing)
    throw new LessorStartError(`${target.dataDir} holds a database already: restore into a new folder`);
  return new Blob([await readFile(file)]);
}

/** Runs a PostgreSQL client tool; its error output is the message when it fails. */
function runTool(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new LessorStartError(`${command} could not start: ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new LessorStartError(`${command} failed: ${errors.trim()}`)),
    );
  });
}
