import {
  type FailedReplay,
  isTemporaryRegistration,
  replayOrder,
  syncFailureReport,
  withRegistration,
} from '@lessor/domain/offline';
import { offlineStore, type QueuedWrite } from './offline-store.ts';
import { keepSyncLog } from './sync-log.ts';

/** What a replay did: the writes the server took, the registrations it gave, the writes it refused. */
export interface ReplayOutcome {
  sent: number;
  /** The real registration of each record made offline, by its temporary one. */
  registrations: ReadonlyMap<string, string>;
  failures: FailedReplay[];
  /** What the user is told of the failures: the heading and a line per write refused; none when all went. */
  report: string[];
}

/** Sends one write as queued, with its idempotency key; answers the server's record, or throws its refusal. */
export type SendWrite = (write: QueuedWrite) => Promise<Readonly<Record<string, unknown>>>;

/**
 * Replays the queue (foundation.md §4): in the order the writes were made, contracts last, each
 * with its idempotency key, so that a write the server committed before the network dropped its
 * answer is answered again, never made twice. A record made offline takes the registration the
 * server gives it in every write still queued. A refused write stays queued with its reason and
 * does not stop the others. Only the signed-in user's writes are sent.
 */
export async function replayQueue(send: SendWrite, username: string): Promise<ReplayOutcome> {
  // A user's writes are sent in that user's session only: another's wait for their next one.
  const queued = await offlineStore.queue.where({ username }).sortBy('id');
  let pending = replayOrder(queued);
  const registrations = new Map<string, string>();
  const failures: FailedReplay[] = [];
  let sent = 0;
  while (pending.length > 0) {
    const [write, ...rest] = pending as [QueuedWrite, ...QueuedWrite[]];
    pending = rest;
    let answer: Readonly<Record<string, unknown>>;
    try {
      answer = await send(write);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push({ entry: write, reason });
      if (write.id !== undefined)
        await offlineStore.queue.update(write.id, { trials: write.trials + 1, error: reason });
      continue;
    }
    sent += 1;
    const temporary = write.method === 'POST' ? write.data.registration : undefined;
    const registration = answer.registration;
    let rewritten: QueuedWrite[] = [];
    if (isTemporaryRegistration(temporary) && typeof registration === 'string') {
      registrations.set(temporary, registration);
      const before = pending;
      pending = withRegistration(pending, temporary, registration);
      // Only the writes that named the record are written back: the rest are the same objects.
      rewritten = pending.filter((queued, index) => queued !== before[index] && queued.id !== undefined);
    }
    // One transaction a write: the writes after it renamed, the device's copy dropped (the server
    // holds the record now, reads go to it again), the write itself taken off the queue.
    await offlineStore.transaction('rw', offlineStore.queue, offlineStore.records, async () => {
      if (rewritten.length > 0) await offlineStore.queue.bulkPut(rewritten);
      if (isTemporaryRegistration(temporary)) await offlineStore.records.delete(`${write.url}/${temporary}`);
      if (write.method === 'PATCH') await offlineStore.records.delete(write.url);
      if (write.id !== undefined) await offlineStore.queue.delete(write.id);
    });
  }
  const report = failures.length > 0 ? syncFailureReport(failures) : [];
  if (report.length > 0) keepSyncLog(report);
  return { sent, registrations, failures, report };
}

/** The body a queued write sends: a record made offline leaves its temporary registration for the server's. */
export function sentBody(write: QueuedWrite): Readonly<Record<string, unknown>> {
  if (write.method !== 'POST' || !isTemporaryRegistration(write.data.registration)) return write.data;
  const { registration: _, ...body } = write.data;
  return body;
}
