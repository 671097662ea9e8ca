import { apiFetch, handleNoAnswer, handleOfflineAnswers, handleReadAnswers } from '../api/api-client.ts';
import { connectivity } from '../offline/connectivity.ts';
import type { SendWrite } from '../offline/offline-work.ts';
import { whenIdle } from './when-idle.ts';

/** The queue, the reads kept and the replay, loaded apart from the shell (offline-work.ts), once. */
export const offlineWork = () => import('../offline/offline-work.ts');

/** Who is signed in: the author of the writes queued while offline. */
let signedIn: string | undefined;

/** The user whose writes are queued from now on. */
export function queueWritesOf(username: string | undefined): void {
  signedIn = username;
}

/** Longest wait for an idle moment to keep a read: a page that stays busy still has it kept. */
export const keepingDelayMs = 1_000;

/**
 * A tenant that works offline keeps the server's answers to its reads, to answer them offline.
 * Kept when the page is idle: loading the offline code and writing to IndexedDB never delay the
 * page that asked.
 */
export function keepReads(supported: boolean): void {
  handleReadAnswers(
    supported
      ? (path, response) =>
          whenIdle(
            () =>
              // A read that cannot be kept (the storage full, say) only costs its offline answer.
              void offlineWork()
                .then((work) => work.keepAnswer(path, response))
                .catch((error: unknown) => console.warn('A read could not be kept for offline work', error)),
            keepingDelayMs,
          )
      : undefined,
  );
}

// Installed as the shell loads, before its first call: an application opened offline by a tenant
// that works offline answers its first reads (the user, the configuration) from what it keeps.
handleNoAnswer(() => connectivity.noAnswer());
handleOfflineAnswers(async (path, init) =>
  connectivity.offline && init.queueable !== false
    ? (await offlineWork()).answerOffline(path, init, signedIn)
    : undefined,
);
keepReads(connectivity.supported);

/** Sends a queued write as it was made, with its idempotency key; the server's record, or its refusal thrown. */
export const sendQueuedWrite: SendWrite = async (write) => {
  const { sentBody } = await offlineWork();
  const response = await apiFetch(write.url, {
    method: write.method,
    body: sentBody(write),
    headers: { 'idempotency-key': write.key },
    queueable: false,
  });
  return response.json();
};
