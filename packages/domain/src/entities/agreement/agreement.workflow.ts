import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The agreement's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const agreementWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'SUSPENDED', 'TERMINATED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['ACTIVATE', 'Activate', ['DRAFT', 'SUSPENDED'], 'ACTIVE'],
      ['SUSPEND', 'Suspend', ['ACTIVE'], 'SUSPENDED'],
      ['TERMINATE', 'Terminate', ['ACTIVE', 'SUSPENDED'], 'TERMINATED'],
    ],
    ['TERMINATE'],
  ),
};
