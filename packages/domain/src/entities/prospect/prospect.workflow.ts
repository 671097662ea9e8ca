import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** The transition that turns a prospect into a person (its server hook writes the person). */
export const convertTransition = 'CONVERT';

const open = ['NEW', 'CONTACTED', 'QUALIFIED'];

/**
 * A prospect is contacted, qualified, then converted into a person or lost. A converted prospect
 * stays as the person's origin, read-only: its history and the person it became.
 */
export const prospectWorkflow: Workflow = {
  statuses: ['NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST'],
  initialStatus: 'NEW',
  transitions: transitionSteps(
    [
      ['CONTACT', 'Contact', ['NEW'], 'CONTACTED'],
      ['QUALIFY', 'Qualify', ['NEW', 'CONTACTED'], 'QUALIFIED'],
      [convertTransition, 'Convert', open, 'CONVERTED'],
      ['LOSE', 'Mark lost', open, 'LOST'],
      ['REOPEN', 'Reopen', ['LOST'], 'CONTACTED'],
    ],
    ['LOSE'],
  ),
  readOnlyStatuses: ['CONVERTED'],
};
