import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { TransitionEffect, Workflow } from '../../workflow/workflow-definition.ts';

/** Still owing money, nothing on its way. */
const owing = ['ISSUED', 'SENT', 'PARTIALLY_PAID'];
/** Money on its way: collected by direct debit, or ordered from our bank by transfer. */
const onItsWay = ['COLLECTION_PENDING', 'PAYMENT_PENDING'];

const invoiceSteps = transitionSteps(
  [
    ['ISSUE', 'Issue', ['DRAFT'], 'ISSUED'],
    ['SEND', 'Send', ['ISSUED'], 'SENT'],
    // A direct-debit file collects it: the money is on its way until the bank's statement says.
    ['COLLECT', 'Collect by direct debit', owing, 'COLLECTION_PENDING'],
    // A supplier's invoice in a credit-transfer file: ordered from our bank, paid once it is executed.
    ['ORDER_PAYMENT', 'Order payment by transfer', owing, 'PAYMENT_PENDING'],
    ['PAY_PART', 'Record a part payment', [...owing, ...onItsWay], 'PARTIALLY_PAID'],
    ['PAY', 'Mark as paid', [...owing, ...onItsWay], 'PAID'],
    // The payer's bank sent a direct debit back, a transfer was refused (or a payment was undone):
    // the invoice owes again.
    ['REOPEN', 'Reopen', [...onItsWay, 'PARTIALLY_PAID', 'PAID'], 'ISSUED'],
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
 * balances of a list add up to what is still owed. Issuing prints its PDF among its documents.
 * A paid invoice is on the books: it changes only through a transition.
 */
export const invoiceWorkflow: Workflow = {
  statuses: [
    'DRAFT',
    'ISSUED',
    'SENT',
    'PARTIALLY_PAID',
    'COLLECTION_PENDING',
    'PAYMENT_PENDING',
    'PAID',
    'CANCELLED',
  ],
  initialStatus: 'DRAFT',
  transitions: invoiceSteps.map((step) => {
    const stepEffects = effects[step.code];
    const withEffects = stepEffects ? { ...step, effects: stepEffects } : step;
    // Issued, the invoice's PDF is printed again as it now stands: its issue date, its status.
    return step.code === 'ISSUE'
      ? { ...withEffects, documents: [{ template: 'invoice', type: 'INVOICE' }] }
      : withEffects;
  }),
  readOnlyStatuses: ['PAID'],
};
