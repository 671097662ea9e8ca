import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * The invoice's default workflow; a tenant's `workflows` configuration document replaces it whole.
 * A paid invoice is on the books: it changes only through a transition.
 */
export const invoiceWorkflow: Workflow = {
  statuses: ['DRAFT', 'ISSUED', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['ISSUE', 'Issue', ['DRAFT'], 'ISSUED'],
      ['SEND', 'Send', ['ISSUED'], 'SENT'],
      ['PAY_PART', 'Record a part payment', ['ISSUED', 'SENT', 'PARTIALLY_PAID'], 'PARTIALLY_PAID'],
      ['PAY', 'Mark as paid', ['ISSUED', 'SENT', 'PARTIALLY_PAID'], 'PAID'],
      ['CANCEL', 'Cancel', ['DRAFT', 'ISSUED', 'SENT'], 'CANCELLED'],
    ],
    ['CANCEL'],
  ),
  readOnlyStatuses: ['PAID'],
};
