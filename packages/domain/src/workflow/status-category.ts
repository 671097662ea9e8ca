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

/** Words a status holds, the category each says, checked in this order for a word no table names. */
const categoryOfWordPart: readonly [RegExp, StatusCategory][] = [
  [/FAIL|ERROR|REJECT|REFUS|DENIED|BLOCK|REVOK|INVALID/, 'error'],
  [/SUSPEND|PARTIAL|EXPIR|WAIT|PENDING|OVERDUE|LATE|HOLD|WARN/, 'warning'],
  [/CANCEL|CLOS|TERMINAT|STOP|ARCHIV|RETIR|INACTIVE|ABANDON|ENDED/, 'stopped'],
  [/DRAFT|^NEW|TODO|PROPOS|PLANN/, 'current'],
  [/ING$|^IN_|SUBMIT|OPEN|SENT/, 'ongoing'],
  [/ED$|DONE|SUCCESS|VALID|ACTIVE/, 'success'],
];

/**
 * The colour family of a workflow status: failures are errors, suspensions warnings, ended files
 * stopped, files not started current, files under way ongoing, and the rest (ACTIVE, PAID,
 * APPROVED, DONE...) successes. An entity states its own words' families in its declaration
 * (`statusCategories`); a word neither it nor the common vocabulary names is read from its parts
 * (`…ING` under way, `…ED` reached, `CANCEL…` stopped), and is under way when nothing matches.
 * @example statusCategory('PARTIALLY_PAID') // 'warning'
 * @example statusCategory('AWAITING_SIGNATURE') // 'warning'
 */
export function statusCategory(
  status: string,
  ownCategories: Readonly<Record<string, StatusCategory>> = {},
): StatusCategory {
  const known = ownCategories[status] ?? categoryOfStatus[status];
  if (known) return known;
  if (successStatuses.has(status)) return 'success';
  return categoryOfWordPart.find(([pattern]) => pattern.test(status))?.[1] ?? 'ongoing';
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
