import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSecretKey } from '../secrets/load-secret-key.ts';
import { builtInRun } from './build-once-per-run.ts';

/**
 * The folder where the workers of one vitest run share their migrated databases. The run's
 * global setup (this file's `setup`) names it in the environment, which every worker inherits.
 */
const runFolderVariable = 'LESSOR_TEST_RUN_FOLDER';

/**
 * The key sealing the secrets of every database in a run, kept in the run's folder: a copy must
 * open what its template sealed, whichever worker migrated the template.
 */
export async function testRunSecretKey(runFolder: string): Promise<string> {
  return (await loadSecretKey({ dataDir: runFolder })).toString('base64url');
}

export function testRunFolder(): string | undefined {
  return process.env[runFolderVariable] || undefined;
}

/**
 * vitest's global setup: a test run migrates each kind of database once, when a test file first
 * asks for one, and each file then opens a copy (`test-databases.ts`). A run of unit tests alone
 * migrates nothing.
 */
export async function setup(): Promise<void> {
  const folder = join(tmpdir(), `lessor-test-run-${randomBytes(6).toString('hex')}`);
  await mkdir(folder, { recursive: true });
  // Made here, before any worker starts and reads it.
  await loadSecretKey({ dataDir: folder });
  process.env[runFolderVariable] = folder;
}

export async function teardown(): Promise<void> {
  const folder = testRunFolder();
  if (!folder) return;
  try {
    const made = await builtInRun(folder, 'postgres');
    // Loaded only then: it brings the migrations, which a run of unit tests never needs.
    if (made) await (await import('./postgres-template.ts')).dropPostgresTemplate(made);
  } finally {
    await rm(folder, { recursive: true, force: true });
    delete process.env[runFolderVariable];
  }
}
