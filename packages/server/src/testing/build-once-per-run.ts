import { open, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Longer than any migration: a worker that waits this long has lost the one that builds. */
const waitLimitMs = 120_000;

/**
 * Runs `build` once in a test run, in whichever worker asks first, and answers every worker the
 * string it returned. Workers are separate processes, so they meet in the run's folder: the
 * first to create `<name>.lock` builds and writes `<name>.ready` (or `<name>.failed`), and the
 * others wait for that file.
 */
export async function buildOncePerRun(
  runFolder: string,
  name: string,
  build: () => Promise<string>,
): Promise<string> {
  const ready = join(runFolder, `${name}.ready`);
  const failed = join(runFolder, `${name}.failed`);
  if (await takeLock(join(runFolder, `${name}.lock`))) {
    try {
      const result = await build();
      await publish(ready, result);
      return result;
    } catch (error) {
      await publish(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  for (const deadline = Date.now() + waitLimitMs; Date.now() < deadline; await sleep(50)) {
    const result = await builtInRun(runFolder, name);
    if (result !== undefined) return result;
    const failure = await readFile(failed, 'utf8').catch(() => undefined);
    if (failure !== undefined) throw new Error(`Another test worker failed to build ${name}:\n${failure}`);
  }
  throw new Error(`No test worker built ${name} within ${waitLimitMs / 1000} s`);
}

/** What `build` answered in this run, if it ran and succeeded. */
export function builtInRun(runFolder: string, name: string): Promise<string | undefined> {
  return readFile(join(runFolder, `${name}.ready`), 'utf8').catch(() => undefined);
}

async function takeLock(path: string): Promise<boolean> {
  try {
    await (await open(path, 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Writes beside, then renames: a waiting worker never reads a half-written file. */
async function publish(path: string, text: string): Promise<void> {
  await writeFile(`${path}.part`, text);
  await rename(`${path}.part`, path);
}
