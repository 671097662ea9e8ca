import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The committee's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const committeeWorkflow: Workflow = {
  statuses: ['PLANNED', 'OPEN', 'CLOSED', 'CANCELLED'],
  initialStatus: 'PLANNED',
  transitions: transitionSteps(
    [
      ['OPEN', 'Open the session', ['PLANNED'], 'OPEN'],
      ['CLOSE', 'Close the session', ['OPEN'], 'CLOSED'],
      ['CANCEL', 'Cancel', ['PLANNED'], 'CANCELLED'],
    ],
    ['CANCEL'],
  ),
};
