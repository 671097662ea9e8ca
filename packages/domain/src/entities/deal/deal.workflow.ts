import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The deal's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const dealWorkflow: Workflow = {
  statuses: ['DRAFT', 'STUDY', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'WON', 'LOST'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['STUDY', 'Start study', ['DRAFT'], 'STUDY'],
      ['SUBMIT', 'Submit', ['DRAFT', 'STUDY'], 'SUBMITTED'],
      ['ACCEPT', 'Accept', ['SUBMITTED'], 'ACCEPTED'],
      ['REJECT', 'Reject', ['SUBMITTED'], 'REJECTED'],
      ['WIN', 'Mark as won', ['ACCEPTED'], 'WON'],
      ['LOSE', 'Mark as lost', ['DRAFT', 'STUDY', 'SUBMITTED', 'ACCEPTED'], 'LOST'],
    ],
    ['LOSE'],
  ),
};
