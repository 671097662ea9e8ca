import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/**
 * The prospect's default workflow: contacted, qualified, then converted into a person (the server's
 * prospect hooks make the person) or lost. A converted prospect stays, read-only, with its history.
 */
export const prospectWorkflow: Workflow = {
  statuses: ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST'],
  initialStatus: 'NEW',
  transitions: transitionSteps(
    [
      ['CONTACT', 'Contacted', ['NEW'], 'CONTACTED'],
      ['QUALIFY', 'Qualify', ['NEW', 'CONTACTED'], 'QUALIFIED'],
      ['CONVERT', 'Convert into a person', ['NEW', 'CONTACTED', 'QUALIFIED'], 'CONVERTED'],
      ['LOSE', 'Lost', ['NEW', 'CONTACTED', 'QUALIFIED'], 'LOST'],
      ['REOPEN', 'Reopen', ['LOST'], 'NEW'],
    ],
    ['LOSE'],
  ),
  readOnlyStatuses: ['CONVERTED'],
};
