import { entityOfQueuedWrite, type OfflineQueueEntry, registrationOfQueuedWrite } from './offline-queue.ts';

/** A queued write the server refused on replay, and why. */
export interface FailedReplay {
  entry: Pick<OfflineQueueEntry, 'method' | 'url' | 'data'>;
  reason: string;
}

/** The first line of a replay that failed in part, word for word (foundation.md §8). */
export const syncFailureHeading = 'Error occured while synchronizing your data to the server';

/**
 * What the user is told of a replay that failed in part: the heading, then one line per write
 * refused (`Contract TMP00000002: Client is mandatory`), its entity named Contract, Asset, Person
 * or Task, else ???.
 */
export function syncFailureReport(failures: readonly FailedReplay[]): string[] {
  return [
    syncFailureHeading,
    ...failures.map(({ entry, reason }) => {
      const entity = entityOfQueuedWrite(entry)?.name ?? '???';
      return `${entity} ${registrationOfQueuedWrite(entry)}: ${reason}`;
    }),
  ];
}
