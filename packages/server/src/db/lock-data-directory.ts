import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LessorStartError } from '../config/lessor-start-error.ts';

/**
 * Takes the data folder for this process. The embedded database is one process's files: a second
 * process opening them (a command line run while the server is up) would corrupt them.
 * A lock left by a process that no longer runs is taken over.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = join(dataDir, 'lessor.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new LessorStartError(
          `The embedded database in ${dataDir} is in use by another Lessor process (pid ${holder}); stop it first, or set DATABASE_URL to use PostgreSQL`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new LessorStartError(`Cannot lock the data folder ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
