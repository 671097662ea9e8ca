import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A bank operation's default workflow: PENDING until matched (an invoice, or the other leg of an
 * internal transfer or arbitration, which are MATCHED as they are written), or set aside. A matched
 * operation is on the books: it changes only through a transition, so a transfer's legs stay the
 * amounts its accounts' balances moved by.
 */
export const bankOperationWorkflow: Workflow = {
  statuses: ['PENDING', 'MATCHED', 'IGNORED'],
  initialStatus: 'PENDING',
  transitions: transitionSteps([
    ['MATCH', 'Match', ['PENDING'], 'MATCHED'],
    ['IGNORE', 'Set aside', ['PENDING'], 'IGNORED'],
    ['RESTORE', 'Bring back', ['IGNORED'], 'PENDING'],
  ]),
  readOnlyStatuses: ['MATCHED'],
};
