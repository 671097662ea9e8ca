import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * The cashflow's default workflow; a tenant's `workflows` configuration document replaces it whole.
 * A planned cashflow is received, then allocated; one not received yet may be cancelled (a contract
 * terminated or cancelled cancels its planned ones). A cancelled or allocated one is on the books.
 */
export const cashflowWorkflow: Workflow = {
  statuses: ['PLANNED', 'RECEIVED', 'ALLOCATED', 'CANCELLED'],
  initialStatus: 'PLANNED',
  transitions: transitionSteps(
    [
      ['RECEIVE', 'Record as received', ['PLANNED'], 'RECEIVED'],
      ['ALLOCATE', 'Allocate', ['RECEIVED'], 'ALLOCATED'],
      ['CANCEL', 'Cancel', ['PLANNED'], 'CANCELLED'],
    ],
    ['CANCEL'],
  ),
  readOnlyStatuses: ['ALLOCATED', 'CANCELLED'],
};
