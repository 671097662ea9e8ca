/**
 * What offline work loads apart from the shell (IndexedDB through Dexie, the queue, the replay):
 * only a tenant that works offline needs it, and it loads it while still online.
 */
export { forgetAnotherUsersReads, forgetReads, keepAnswer } from './offline-reads.ts';
export { offlineStore } from './offline-store.ts';
export { answerOffline } from './offline-writes.ts';
export { preloadWorkingSet } from './preload.ts';
export { type ReplayOutcome, replayQueue, type SendWrite, sentBody } from './replay-queue.ts';
