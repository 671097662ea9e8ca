import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A fund's default workflow: drawn on while ACTIVE, then CLOSED. An arbitration moves money only
 * between active funds (docs/treasury.md).
 */
export const fundWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'CLOSED'],
  initialStatus: 'DRAFT',
  transitions: transitionSteps(
    [
      ['ACTIVATE', 'Activate', ['DRAFT'], 'ACTIVE'],
      ['CLOSE', 'Close', ['DRAFT', 'ACTIVE'], 'CLOSED'],
    ],
    ['CLOSE'],
  ),
};
