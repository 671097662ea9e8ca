import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The asset's default workflow; a tenant's `workflows` configuration document replaces it whole. */
export const assetWorkflow: Workflow = {
  statuses: ['DRAFT', 'ORDERED', 'DELIVERED', 'IN_USE', 'RETURNED', 'SOLD', 'SCRAPPED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
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
};
