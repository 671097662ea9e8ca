import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A funding's default workflow: drawn (ACTIVE) while it refinances its contract, REPAID once the
 * fund is paid back, or once an arbitration moved all of it to another fund (docs/treasury.md).
 */
export const fundingWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'REPAID'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps([
    ['DRAW', 'Draw', ['DRAFT'], 'ACTIVE'],
    ['REPAY', 'Repay', ['ACTIVE'], 'REPAID'],
  ]),
  readOnlyStatuses: ['REPAID'],
};
