const syncLogKey = 'lessor.sync-log';
/** foundation.md §8: the reports of about the last five replays are kept. */
const keptBatches = 5;

/** A replay that failed in part: when, and its report (the heading, then a line per write refused). */
export interface SyncLogBatch {
  at: string;
  lines: string[];
}

/** Keeps a replay's report in local storage, with the four before it. */
export function keepSyncLog(lines: readonly string[], at = new Date()): void {
  const batch: SyncLogBatch = { at: at.toISOString(), lines: [...lines] };
  localStorage.setItem(syncLogKey, JSON.stringify([...readSyncLog(), batch].slice(-keptBatches)));
}

/** The reports of the last replays that failed in part, oldest first. */
export function readSyncLog(): SyncLogBatch[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(syncLogKey) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isBatch) : [];
  } catch {
    return [];
  }
}

function isBatch(value: unknown): value is SyncLogBatch {
  const batch = value as Partial<SyncLogBatch> | null;
  return typeof batch?.at === 'string' && Array.isArray(batch.lines);
}
