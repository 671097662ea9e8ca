/** Offline work (foundation.md §4): the write queue, temporary registrations, the replay's order and report. */

export { type KeptPage, listFromKept, type QueryParameters } from './kept-list.ts';
export {
  entityOfQueuedWrite,
  type OfflineQueueEntry,
  offlineEntities,
  registrationOfQueuedWrite,
  replayOrder,
  withRegistration,
} from './offline-queue.ts';
export { type FailedReplay, syncFailureHeading, syncFailureReport } from './sync-report.ts';
export { isTemporaryRegistration, temporaryRegistration } from './temporary-registration.ts';
