import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The credit line's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const creditLineWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'SUSPENDED', 'CLOSED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['ACTIVATE', 'Activate', ['DRAFT', 'SUSPENDED'], 'ACTIVE'],
      ['SUSPEND', 'Suspend', ['ACTIVE'], 'SUSPENDED'],
      ['CLOSE', 'Close', ['DRAFT', 'ACTIVE', 'SUSPENDED'], 'CLOSED'],
    ],
    ['CLOSE'],
  ),
};
