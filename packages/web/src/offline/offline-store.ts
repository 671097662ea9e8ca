import type { OfflineQueueEntry } from '@lessor/domain/offline';
import Dexie, { type Table } from 'dexie';

/** A write kept in the queue, numbered in the order it was made. */
export interface QueuedWrite extends OfflineQueueEntry {
  id?: number;
}

/** A record as this browser last knew it, by its API address (`/api/person/persons/TMP00000001`). */
interface KeptRecord {
  path: string;
  body: Readonly<Record<string, unknown>>;
}

/** A server's answer to a read, by the address it was asked at, query included. */
interface KeptAnswer {
  path: string;
  /** 200, or 404 for a record or script found missing. */
  status: number;
  body: unknown;
  /** A list answer's pagination headers. */
  headers?: Readonly<Record<string, string>>;
  /** When it was kept (epoch milliseconds). */
  at: number;
}

/** A record as the server last answered it, by its address, filed under its entity's API path. */
export interface KeptServerRecord {
  path: string;
  apiPath: string;
  body: Readonly<Record<string, unknown>>;
}

/**
 * What the browser keeps for offline work, in IndexedDB so that a closed tab loses nothing: the
 * writes waiting for the server, the records they made or changed, the counter of temporary
 * registrations, and what the server answered to reads (the preloaded working set among them),
 * whole and record by record.
 */
class OfflineDatabase extends Dexie {
  queue!: Table<QueuedWrite, number>;
  records!: Table<KeptRecord, string>;
  counters!: Table<{ name: string; value: number }, string>;
  answers!: Table<KeptAnswer, string>;
  serverRecords!: Table<KeptServerRecord, string>;

  constructor() {
    super('lessor-offline');
    this.version(1).stores({ queue: '++id, username', records: 'path', counters: 'name' });
    this.version(2).stores({ answers: 'path', serverRecords: 'path, apiPath' });
  }
}

export const offlineStore = new OfflineDatabase();

/** The next temporary registration's number on this browser, taken once whatever the tabs. */
export function nextTemporaryNumber(): Promise<number> {
  return offlineStore.transaction('rw', offlineStore.counters, async () => {
    const value = ((await offlineStore.counters.get('temporary'))?.value ?? 0) + 1;
    await offlineStore.counters.put({ name: 'temporary', value });
    return value;
  });
}
