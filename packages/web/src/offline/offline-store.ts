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

/**
 * What the browser keeps for offline work, in IndexedDB so that a closed tab loses nothing: the
 * writes waiting for the server, the records they made or changed, and the counter of temporary
 * registrations.
 */
class OfflineDatabase extends Dexie {
  queue!: Table<QueuedWrite, number>;
  records!: Table<KeptRecord, string>;
  counters!: Table<{ name: string; value: number }, string>;

  constructor() {
    super('lessor-offline');
    this.version(1).stores({ queue: '++id, username', records: 'path', counters: 'name' });
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
