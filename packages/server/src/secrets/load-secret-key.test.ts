import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LessorStartError } from '../config/lessor-start-error.ts';
import { loadSecretKey, secretKeyFileName } from './load-secret-key.ts';
import { SecretBox, SecretKeyMismatch } from './secret-box.ts';

describe('the key sealing stored secrets', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lessor-key-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('is created in the data folder on first start, readable by its owner only, and kept', async () => {
    const first = await loadSecretKey({ dataDir });
    const file = join(dataDir, secretKeyFileName);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadSecretKey({ dataDir })).toEqual(first);
    expect(first).toHaveLength(32);
  });

  it('is the same for processes starting at once on a new data folder', async () => {
    const loader = new URL('./load-secret-key.ts', import.meta.url).href;
    // Each process loaded, they all ask for the key at the same moment.
    const script = `const { loadSecretKey } = await import(${JSON.stringify(loader)});
      while (Date.now() < Number(process.argv[2]));
      process.stdout.write((await loadSecretKey({ dataDir: process.argv[1] })).toString('hex'));`;
    const moment = String(Date.now() + 1_500);
    const starts = Array.from({ length: 8 }, () =>
      promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script, dataDir, moment]),
    );
    const keys = new Set((await Promise.all(starts)).map(({ stdout }) => stdout));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(dataDir)).toEqual([secretKeyFileName]);
  });

  it('comes from LESSOR_SECRET_KEY when set, in hexadecimal or base64, and a bad one stops the start', async () => {
    const key = randomBytes(32);
    expect(await loadSecretKey({ fromEnvironment: key.toString('hex'), dataDir })).toEqual(key);
    expect(await loadSecretKey({ fromEnvironment: key.toString('base64'), dataDir })).toEqual(key);
    await expect(loadSecretKey({ fromEnvironment: 'too-short', dataDir })).rejects.toThrow(
      /Invalid secret key in LESSOR_SECRET_KEY/,
    );
    await writeFile(join(dataDir, secretKeyFileName), 'damaged\n');
    await expect(loadSecretKey({ dataDir })).rejects.toBeInstanceOf(LessorStartError);
    expect(await readFile(join(dataDir, secretKeyFileName), 'utf8')).toBe('damaged\n');
  });

  it('seals a value that only the same key and the same place open', () => {
    const key = randomBytes(32);
    const box = new SecretBox(key);
    const sealed = box.seal('Op3n-sesame', 'record/1');
    expect(sealed).not.toContain('Op3n-sesame');
    expect(box.seal('Op3n-sesame', 'record/1')).not.toBe(sealed);
    expect(new SecretBox(Buffer.from(key)).open(sealed, 'record/1')).toBe('Op3n-sesame');
    expect(() => box.open(sealed, 'record/2')).toThrow(SecretKeyMismatch);
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'record/1')).toThrow(SecretKeyMismatch);
  });
});
