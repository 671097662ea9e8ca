import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjectContainer, type ObjectSource, objectKeyPattern } from './object-container.ts';

/**
 * A tenant's files in a folder of the data folder (`objects/{tenant}`), one file per object. An
 * object is written beside its place and renamed into it, so a crash leaves no half-written
 * object under a key a row could name.
 */
export class FileSystemContainer implements ObjectContainer {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async put(key: string, source: ObjectSource): Promise<void> {
    const file = this.#file(key);
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      if (Buffer.isBuffer(source)) await writeFile(partial, source, { flag: 'wx', mode: 0o600 });
      else
        await pipeline(
          createReadStream(source.path),
          createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
        );
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    // Opened first, so that a missing file answers here rather than as a broken stream.
    const handle = await open(this.#file(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return handle?.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }

  async *listWrittenBefore(before: Date): AsyncIterable<string> {
    const folders = await readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const folder of folders) {
      const names = await readdir(join(this.root, folder)).catch(() => []);
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!objectKeyPattern.test(key)) continue;
        const written = await stat(join(this.root, key)).catch(() => undefined);
        if (written && written.mtime < before) yield key;
      }
    }
  }

  async close(): Promise<void> {}

  #file(key: string): string {
    if (!objectKeyPattern.test(key)) throw new Error(`Not an object key: ${key}`);
    return join(this.root, key);
  }
}
