import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LessorStartError } from '../config/lessor-start-error.ts';

/** The key file in the data folder, when LESSOR_SECRET_KEY is not set. */
export const secretKeyFileName = 'secret.key';

/** A key written as 64 hexadecimal digits or as base64 (base64url) of 32 bytes; undefined otherwise. */
function parseSecretKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value, 'base64url');
    if (key.length === 32) return key;
  }
  return undefined;
}

/**
 * The key that seals stored secrets, never kept in the database it protects: LESSOR_SECRET_KEY
 * when set (several nodes on one database share it), else `secret.key` in the data folder, created
 * readable by its owner only on first start. A database without a data folder (in memory, or a
 * test's throwaway one) gets a key that lives as long as the process.
 */
export async function loadSecretKey(options: {
  fromEnvironment?: string;
  dataDir?: string;
}): Promise<Buffer> {
  if (options.fromEnvironment) {
    const key = parseSecretKey(options.fromEnvironment);
    if (!key) throw new LessorStartError(invalidKey('LESSOR_SECRET_KEY'));
    return key;
  }
  if (!options.dataDir) return randomBytes(32);
  const file = join(options.dataDir, secretKeyFileName);
  await mkdir(options.dataDir, { recursive: true });
  const key = parseSecretKey(await readKeyFile(file));
  if (!key) throw new LessorStartError(invalidKey(file));
  return key;
}

/** The key file's text, the file created first if there is none. */
async function readKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await createKeyFileOnce(file);
    return readFile(file, 'utf8');
  }
}

/**
 * Writes a new key whole to a file of this process, then links it under the key's name, which only
 * succeeds if no key is there: processes starting at once all read the first one's key, never a file
 * another is still writing.
 */
async function createKeyFileOnce(file: string): Promise<void> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(draft, { force: true });
  }
}

const invalidKey = (source: string) =>
  `Invalid secret key in ${source}: expected 32 bytes as 64 hexadecimal digits or base64 (openssl rand -base64 32)`;
