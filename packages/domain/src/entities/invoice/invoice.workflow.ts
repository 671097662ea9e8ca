import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { TransitionEffect, Workflow } from '../../workflow/workflow-definition.ts';

const invoiceSteps = transitionSteps(
  [
    ['ISSUE', 'Issue', ['DRAFT'], 'ISSUED'],
    ['SEND', 'Send', ['ISSUED'], 'SENT'],
    // A direct-debit file collects it: the money is on its way until the bank's statement says.
    ['COLLECT', 'Collect by direct debit', ['ISSUED', 'SENT', 'PARTIALLY_PAID'], 'COLLECTION_PENDING'],
    [
      'PAY_PART',
      'Record a part payment',
      ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'COLLECTION_PENDING'],
      'PARTIALLY_PAID',
    ],
    ['PAY', 'Mark as paid', ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'COLLECTION_PENDING'], 'PAID'],
    // The payer's bank sent a direct debit back (or a payment was undone): the invoice owes again.
    ['REOPEN', 'Reopen', ['COLLECTION_PENDING', 'PARTIALLY_PAID', 'PAID'], 'ISSUED'],
    ['CANCEL', 'Cancel', ['DRAFT', 'ISSUED', 'SENT'], 'CANCELLED'],
  ],
  ['CANCEL'],
);

/** Nothing is owed any more: the balance the invoices list totals leaves the invoice. */
const settled: TransitionEffect = { set: { field: 'totalBalance', value: 0 } };

const effects: Readonly<Record<string, readonly TransitionEffect[]>> = {
  PAY: [{ set: { field: 'paymentDate', value: '', from: 'today' } }, settled],
  CANCEL: [settled],
};

/**
 * The invoice's default workflow; a tenant's `workflows` configuration document replaces it whole.
 * Paying records the payment date and settles the balance; cancelling settles it too, so the
 * balances of a list add up to what is still owed. A paid invoice is on the books: it changes
 * only through a transition.
 */
export const invoiceWorkflow: Workflow = {
  statuses: ['DRAFT', 'ISSUED', 'SENT', 'PARTIALLY_PAID', 'COLLECTION_PENDING', 'PAID', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: invoiceSteps.map((step) => {
    const stepEffects = effects[step.code];
    return stepEffects ? { ...step, effects: stepEffects } : step;
  }),
  readOnlyStatuses: ['PAID'],
};
