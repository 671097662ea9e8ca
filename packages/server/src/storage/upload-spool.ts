import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An uploaded file waiting on disk: its bytes are read only to be stored. */
export interface SpooledFile {
  readonly size: number;
  /** Where it waits, for a reader that streams it rather than read it whole. */
  readonly path: string;
  read(): Promise<Buffer>;
}

/**
 * Where an upload waits between the network and the database: a temporary file readable by this
 * process only (in `$TMPDIR`), deleted once the request is done. Receiving many large uploads at
 * once thus costs disk, not memory.
 */
class UploadSpool {
  readonly #path = join(tmpdir(), `lessor-upload-${randomUUID()}`);

  async receive(stream: Readable): Promise<SpooledFile> {
    await pipeline(stream, createWriteStream(this.#path, { flags: 'wx', mode: 0o600 }));
    const { size } = await stat(this.#path);
    return { size, path: this.#path, read: () => readFile(this.#path) };
  }

  async discard(): Promise<void> {
    await rm(this.#path, { force: true });
  }
}

export type { UploadSpool };

/** Runs `work` with a spool for one upload, and deletes what it holds afterwards, whatever happens. */
export async function withUploadSpool<T>(work: (spool: UploadSpool) => Promise<T>): Promise<T> {
  const spool = new UploadSpool();
  try {
    return await work(spool);
  } finally {
    await spool.discard();
  }
}
