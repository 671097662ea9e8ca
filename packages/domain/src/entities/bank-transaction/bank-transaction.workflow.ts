import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { TransitionCondition, Workflow } from '../../workflow/workflow-definition.ts';

/** Allocating needs the money allocated, and returning the bank's reason: both written by the server. */
const conditions: Readonly<Record<string, readonly TransitionCondition[]>> = {
  ALLOCATE: [{ field: 'allocatedAmount', present: true }],
  RETURN: [{ field: 'returnReason', present: true }],
};

/**
 * A bank transaction's default workflow. Importing its statement allocates it (MATCHED) when matching
 * is sure, or records it RETURNED when it is a direct debit sent back; otherwise it waits PENDING for
 * a clerk, who allocates it by hand (the reconciliation screen) or sets aside money that pays nothing of ours (IGNORED), and may
 * take that back. What is allocated or returned is on the books.
 */
export const bankTransactionWorkflow: Workflow = {
  statuses: ['PENDING', 'MATCHED', 'RETURNED', 'IGNORED'],
  initialStatus: 'PENDING',
  transitions: transitionSteps(
    [
      ['ALLOCATE', 'Allocate', ['PENDING'], 'MATCHED'],
      ['RETURN', 'Record as returned', ['PENDING'], 'RETURNED'],
      ['IGNORE', 'Set aside', ['PENDING'], 'IGNORED'],
      ['RESTORE', 'Bring back to reconcile', ['IGNORED'], 'PENDING'],
    ],
    [],
  ).map((step) => (conditions[step.code] ? { ...step, conditions: conditions[step.code] } : step)),
  readOnlyStatuses: ['MATCHED', 'RETURNED'],
};
