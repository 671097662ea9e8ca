import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * A script's default workflow: active once saved (it runs in place of the built-in one of its
 * name), disabled and enabled again by its administrator; a draft runs nowhere until enabled.
 */
export const scriptWorkflow: Workflow = {
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  transitions: transitionSteps([
    ['ENABLE', 'Enable', ['DRAFT', 'INACTIVE'], 'ACTIVE'],
    ['DISABLE', 'Disable', ['DRAFT', 'ACTIVE'], 'INACTIVE'],
  ]),
  deletableStatuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
};
