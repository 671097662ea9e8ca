import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The person's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const personWorkflow: Workflow = {
  statuses: ['ACTIVE', 'INACTIVE', 'BLOCKED'],
  initialStatus: 'ACTIVE',
  transitions: transitionSteps(
    [
      ['DEACTIVATE', 'Deactivate', ['ACTIVE'], 'INACTIVE'],
      ['REACTIVATE', 'Reactivate', ['INACTIVE', 'BLOCKED'], 'ACTIVE'],
      ['BLOCK', 'Block', ['ACTIVE', 'INACTIVE'], 'BLOCKED'],
    ],
    ['BLOCK'],
  ),
};
