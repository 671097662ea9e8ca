import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

const contractSteps: Workflow = {
  statuses: ['DRAFT', 'STUDY', 'SUBMITTED', 'APPROVED', 'REJECTED', 'ACTIVE', 'TERMINATED', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['STUDY', 'Start study', ['DRAFT'], 'STUDY'],
      ['SUBMIT', 'Submit for approval', ['DRAFT', 'STUDY'], 'SUBMITTED'],
      ['APPROVE', 'Approve', ['SUBMITTED'], 'APPROVED'],
      ['REJECT', 'Reject', ['SUBMITTED'], 'REJECTED'],
      ['ACTIVATE', 'Activate', ['APPROVED'], 'ACTIVE'],
      ['TERMINATE', 'Terminate', ['ACTIVE'], 'TERMINATED'],
      ['REOPEN', 'Back to draft', ['STUDY', 'SUBMITTED', 'REJECTED'], 'DRAFT'],
      ['CANCEL', 'Cancel', ['DRAFT', 'STUDY', 'SUBMITTED', 'APPROVED'], 'CANCELLED'],
    ],
    ['CANCEL'],
  ),
};

/**
 * The contract's default workflow; a tenant's `workflows` configuration document replaces it whole.
 * Activating needs a start date, records the signature date and prints the contract with its
 * schedule among its documents.
 */
export const contractWorkflow: Workflow = {
  ...contractSteps,
  transitions: contractSteps.transitions.map((transition) =>
    transition.code === 'ACTIVATE'
      ? {
          ...transition,
          conditions: [{ field: 'startDate', present: true }],
          effects: [{ set: { field: 'signatureDate', value: '', from: 'today' } }],
          documents: [{ template: 'contract-schedule', type: 'SCHEDULE' }],
        }
      : transition,
  ),
};
