/** The categories workflow states are coloured by (foundation.md §4); display only. */
export const statusCategories = ['error', 'warning', 'stopped', 'ongoing', 'current', 'success'] as const;

export type StatusCategory = (typeof statusCategories)[number];

const categoryOfStatus: Readonly<Record<string, StatusCategory>> = {
  ERROR: 'error',
  FAILED: 'error',
  REJECTED: 'error',
  REFUSED: 'error',
  BLOCKED: 'error',
  LOST: 'error',
  REVOKED: 'error',
  WARNING: 'warning',
  SUSPENDED: 'warning',
  PARTIALLY_PAID: 'warning',
  EXPIRED: 'warning',
  WAITING: 'warning',
  PENDING: 'warning',
  ROLLED_BACK: 'warning',
  STOPPED: 'stopped',
  CANCELLED: 'stopped',
  CLOSED: 'stopped',
  TERMINATED: 'stopped',
  INACTIVE: 'stopped',
  ARCHIVED: 'stopped',
  RETIRED: 'stopped',
  SCRAPPED: 'stopped',
  SOLD: 'stopped',
  RETURNED: 'stopped',
  IGNORED: 'stopped',
  OFF: 'stopped',
  DRAFT: 'current',
  NEW: 'current',
  TODO: 'current',
  PROPOSED: 'current',
  PLANNED: 'current',
  STUDY: 'ongoing',
  SUBMITTED: 'ongoing',
  IN_PROGRESS: 'ongoing',
  PROCESSING: 'ongoing',
  FETCHING: 'ongoing',
  RUNNING: 'ongoing',
  QUEUED: 'ongoing',
  ORDERED: 'ongoing',
  ISSUED: 'ongoing',
  SENT: 'ongoing',
  OPEN: 'ongoing',
  CONTACTED: 'ongoing',
  QUALIFIED: 'ongoing',
  RECEIVED: 'ongoing',
};

/**
 * The colour family of a workflow status: failures are errors, suspensions warnings, ended files
 * stopped, files under way ongoing, files not started current, and the rest (ACTIVE, PAID,
 * APPROVED, DONE...) successes. A tenant's status outside these names reads as current.
 * @example statusCategory('PARTIALLY_PAID') // 'warning'
 */
export function statusCategory(status: string): StatusCategory {
  return categoryOfStatus[status] ?? (successStatuses.has(status) ? 'success' : 'current');
}

const successStatuses = new Set([
  'ACTIVE',
  'ACCEPTED',
  'ALLOCATED',
  'APPLIED',
  'APPROVED',
  'COMMITTED',
  'COMPUTED',
  'CONVERTED',
  'DELIVERED',
  'DONE',
  'EXPORTED',
  'GENERATED',
  'IN_USE',
  'MATCHED',
  'ON',
  'PAID',
  'POSTED',
  'PROCESSED',
  'PUBLISHED',
  'RECORDED',
  'RELEASED',
  'REPAID',
  'RESOLVED',
  'SETTLED',
  'SUCCESS',
  'VALID',
  'VALIDATED',
  'WON',
]);
