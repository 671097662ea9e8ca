import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The amendment's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const amendmentWorkflow: Workflow = {
  statuses: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'APPLIED', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['SUBMIT', 'Submit', ['DRAFT'], 'SUBMITTED'],
      ['APPROVE', 'Approve', ['SUBMITTED'], 'APPROVED'],
      ['REJECT', 'Reject', ['SUBMITTED'], 'REJECTED'],
      ['APPLY', 'Apply to the contract', ['APPROVED'], 'APPLIED'],
      ['CANCEL', 'Cancel', ['DRAFT', 'SUBMITTED', 'APPROVED'], 'CANCELLED'],
    ],
    ['CANCEL'],
  ),
};
