import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A cashflow allocation's default workflow: a draft is made active, and an active one is undone
 * (INACTIVE) when its money goes back, as a returned direct debit does. An allocation is a book
 * entry: once active it changes only by being undone.
 */
export const cashflowAllocationWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  transitions: transitionSteps(
    [
      ['ACTIVATE', 'Activate', ['DRAFT'], 'ACTIVE'],
      ['DEACTIVATE', 'Undo', ['ACTIVE'], 'INACTIVE'],
    ],
    ['DEACTIVATE'],
  ),
  readOnlyStatuses: ['ACTIVE', 'INACTIVE'],
};
