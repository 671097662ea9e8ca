import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A documentation page's default workflow: written as a draft, published to every user of the
 * tenant (/documentation/{path} and the documentation search show published pages alone), and
 * withdrawn to a draft to be reworked. A published page is changed only by withdrawing it first.
 */
export const documentationWorkflow: Workflow = {
  statuses: ['DRAFT', 'PUBLISHED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps([
    ['PUBLISH', 'Publish', ['DRAFT'], 'PUBLISHED'],
    ['WITHDRAW', 'Withdraw', ['PUBLISHED'], 'DRAFT'],
  ]),
  deletableStatuses: ['DRAFT'],
  readOnlyStatuses: ['PUBLISHED'],
};
