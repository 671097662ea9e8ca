/**
 * Background work (batches, imports, exports) moves through the processing statuses of
 * foundation.md §4, driven by its actions. The spec names both lists but not which action a status
 * allows: this table is Lessor's answer, documented in docs/jobs.md.
 */
export const processingStatuses = [
  'DRAFT',
  'FETCHING',
  'PROCESSING',
  'STOPPED',
  'ERROR',
  'WARNING',
  'SUCCESS',
] as const;
export type ProcessingStatus = (typeof processingStatuses)[number];

export const processingActions = ['DO', 'UNDO', 'CONTINUE', 'COMPLETE', 'RESET', 'STOP_FETCHING'] as const;
export type ProcessingAction = (typeof processingActions)[number];

/**
 * What each action does:
 * - DO starts a draft: every item is read, checked and written.
 * - STOP_FETCHING stops a running job after the item at hand; what is written stays.
 * - CONTINUE resumes a stopped or failed job with the items not done yet.
 * - RESET puts a stopped or failed job back to draft, its refused items to be tried again.
 * - UNDO removes what the job wrote and puts it back to draft.
 * - COMPLETE accepts a job whose refused items are left aside.
 */
const allowedActions: Readonly<Record<ProcessingStatus, readonly ProcessingAction[]>> = {
  DRAFT: ['DO'],
  FETCHING: ['STOP_FETCHING'],
  PROCESSING: ['STOP_FETCHING'],
  STOPPED: ['CONTINUE', 'RESET', 'UNDO'],
  ERROR: ['CONTINUE', 'RESET', 'UNDO'],
  WARNING: ['COMPLETE', 'UNDO'],
  SUCCESS: ['UNDO'],
};

/** The actions a job in this status allows, in the order a screen offers them. */
export function actionsAllowedIn(status: string): readonly ProcessingAction[] {
  return allowedActions[status as ProcessingStatus] ?? [];
}

export function isProcessingAction(value: string): value is ProcessingAction {
  return (processingActions as readonly string[]).includes(value);
}

/** A job still working: its items are being read or written. */
export function isRunning(status: string): boolean {
  return status === 'FETCHING' || status === 'PROCESSING';
}

/**
 * How a job that went through its items ends: ERROR when nothing could be written, WARNING when
 * some items were refused, SUCCESS otherwise.
 */
export function outcomeOf({ written, refused }: { written: number; refused: number }): ProcessingStatus {
  if (refused === 0) return 'SUCCESS';
  return written === 0 ? 'ERROR' : 'WARNING';
}
