import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What an object is written from: bytes in hand, or a file on disk streamed without reading it whole. */
export type ObjectSource = Buffer | { path: string; size: number };

/**
 * A place a tenant's files are kept, out of the database. Objects are written once and never
 * changed: a new version of a file is a new object, so a reader never sees half of one.
 */
export interface ObjectContainer {
  put(key: string, source: ObjectSource): Promise<void>;
  /** The object's bytes as a stream; undefined when there is none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes an object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The keys of objects written before `before`, for the sweep of objects no row names. */
  listWrittenBefore(before: Date): AsyncIterable<string>;
  close(): Promise<void>;
}

/** A new object's key: random, spread over 256 folders so that none grows too large. */
export function newObjectKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Keys this server writes, and no other: a key read from a row never climbs out of its folder. */
export const objectKeyPattern = /^[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function sourceSize(source: ObjectSource): number {
  return Buffer.isBuffer(source) ? source.length : source.size;
}
