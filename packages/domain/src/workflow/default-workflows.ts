import type { Workflow, WorkflowTransition } from './workflow-definition.ts';

type Step = [code: string, label: string, from: readonly string[], to: string];

/** Transitions from compact steps, ordered as written; cancelling-like steps go to the right. */
function steps(list: readonly Step[], pullRight: readonly string[] = []): WorkflowTransition[] {
  return list.map(([code, label, from, to], index) => ({
    code,
    label,
    from,
    to,
    orderIndex: (index + 1) * 10,
    ...(pullRight.includes(code) ? { pullRight: true } : {}),
  }));
}

const contract: Workflow = {
  statuses: ['DRAFT', 'STUDY', 'SUBMITTED', 'APPROVED', 'REJECTED', 'ACTIVE', 'TERMINATED', 'CANCELLED'],
  initialStatus: 'DRAFT',
  transitions: steps(
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
 * The workflows a tenant starts with (docs/workflows.md), by entity name. A tenant's `workflows`
 * configuration document replaces an entity's workflow whole; entities without one here have no
 * transitions until a tenant declares some.
 */
export const defaultWorkflows: Readonly<Record<string, Workflow>> = {
  Contract: {
    ...contract,
    transitions: contract.transitions.map((transition) =>
      transition.code === 'ACTIVATE'
        ? {
            ...transition,
            conditions: [{ field: 'startDate', present: true }],
            effects: [{ set: { field: 'signatureDate', value: '', from: 'today' } }],
          }
        : transition,
    ),
  },
  Deal: {
    statuses: ['DRAFT', 'STUDY', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'WON', 'LOST'],
    initialStatus: 'DRAFT',
    transitions: steps(
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
  },
  Invoice: {
    statuses: ['DRAFT', 'ISSUED', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'],
    initialStatus: 'DRAFT',
    transitions: steps(
      [
        ['ISSUE', 'Issue', ['DRAFT'], 'ISSUED'],
        ['SEND', 'Send', ['ISSUED'], 'SENT'],
        ['PAY_PART', 'Record a part payment', ['ISSUED', 'SENT', 'PARTIALLY_PAID'], 'PARTIALLY_PAID'],
        ['PAY', 'Mark as paid', ['ISSUED', 'SENT', 'PARTIALLY_PAID'], 'PAID'],
        ['CANCEL', 'Cancel', ['DRAFT', 'ISSUED', 'SENT'], 'CANCELLED'],
      ],
      ['CANCEL'],
    ),
  },
  Amendment: {
    statuses: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'APPLIED', 'CANCELLED'],
    initialStatus: 'DRAFT',
    transitions: steps(
      [
        ['SUBMIT', 'Submit', ['DRAFT'], 'SUBMITTED'],
        ['APPROVE', 'Approve', ['SUBMITTED'], 'APPROVED'],
        ['REJECT', 'Reject', ['SUBMITTED'], 'REJECTED'],
        ['APPLY', 'Apply to the contract', ['APPROVED'], 'APPLIED'],
        ['CANCEL', 'Cancel', ['DRAFT', 'SUBMITTED', 'APPROVED'], 'CANCELLED'],
      ],
      ['CANCEL'],
    ),
  },
  Agreement: {
    statuses: ['DRAFT', 'ACTIVE', 'SUSPENDED', 'TERMINATED'],
    initialStatus: 'DRAFT',
    transitions: steps(
      [
        ['ACTIVATE', 'Activate', ['DRAFT', 'SUSPENDED'], 'ACTIVE'],
        ['SUSPEND', 'Suspend', ['ACTIVE'], 'SUSPENDED'],
        ['TERMINATE', 'Terminate', ['ACTIVE', 'SUSPENDED'], 'TERMINATED'],
      ],
      ['TERMINATE'],
    ),
  },
  CreditLine: {
    statuses: ['DRAFT', 'ACTIVE', 'SUSPENDED', 'CLOSED'],
    initialStatus: 'DRAFT',
    transitions: steps(
      [
        ['ACTIVATE', 'Activate', ['DRAFT', 'SUSPENDED'], 'ACTIVE'],
        ['SUSPEND', 'Suspend', ['ACTIVE'], 'SUSPENDED'],
        ['CLOSE', 'Close', ['DRAFT', 'ACTIVE', 'SUSPENDED'], 'CLOSED'],
      ],
      ['CLOSE'],
    ),
  },
  Person: {
    statuses: ['ACTIVE', 'INACTIVE', 'BLOCKED'],
    initialStatus: 'ACTIVE',
    transitions: steps(
      [
        ['DEACTIVATE', 'Deactivate', ['ACTIVE'], 'INACTIVE'],
        ['REACTIVATE', 'Reactivate', ['INACTIVE', 'BLOCKED'], 'ACTIVE'],
        ['BLOCK', 'Block', ['ACTIVE', 'INACTIVE'], 'BLOCKED'],
      ],
      ['BLOCK'],
    ),
  },
  Asset: {
    statuses: ['DRAFT', 'ORDERED', 'DELIVERED', 'IN_USE', 'RETURNED', 'SOLD', 'SCRAPPED'],
    initialStatus: 'DRAFT',
    transitions: steps(
      [
        ['ORDER', 'Order', ['DRAFT'], 'ORDERED'],
        ['DELIVER', 'Deliver', ['ORDERED'], 'DELIVERED'],
        ['PUT_IN_USE', 'Put in use', ['DELIVERED', 'RETURNED'], 'IN_USE'],
        ['RETURN', 'Return', ['IN_USE'], 'RETURNED'],
        ['SELL', 'Sell', ['RETURNED', 'DELIVERED'], 'SOLD'],
        ['SCRAP', 'Scrap', ['RETURNED', 'IN_USE'], 'SCRAPPED'],
      ],
      ['SCRAP'],
    ),
  },
  Committee: {
    statuses: ['PLANNED', 'OPEN', 'CLOSED', 'CANCELLED'],
    initialStatus: 'PLANNED',
    transitions: steps(
      [
        ['OPEN', 'Open the session', ['PLANNED'], 'OPEN'],
        ['CLOSE', 'Close the session', ['OPEN'], 'CLOSED'],
        ['CANCEL', 'Cancel', ['PLANNED'], 'CANCELLED'],
      ],
      ['CANCEL'],
    ),
  },
};
