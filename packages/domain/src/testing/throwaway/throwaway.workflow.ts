import { transitionSteps } from '../../workflow/transition-steps.ts';
import type { Workflow } from '../../workflow/workflow-definition.ts';

/** Status words no other entity uses, so that only the fallback and the declaration can colour them. */
export const throwawayWorkflow: Workflow = {
  statuses: ['DRAFT', 'AWAITING_COUNTERPART', 'COUNTERSIGNED', 'SHELVED'],
  initialStatus: 'DRAFT',
  transitions: [
    ...transitionSteps(
      [
        ['ASK', 'Ask the counterpart', ['DRAFT'], 'AWAITING_COUNTERPART'],
        ['SHELVE', 'Shelve', ['DRAFT', 'AWAITING_COUNTERPART'], 'SHELVED'],
      ],
      ['SHELVE'],
    ),
    {
      code: 'COUNTERSIGN',
      label: 'Countersign',
      from: ['AWAITING_COUNTERPART'],
      to: 'COUNTERSIGNED',
      orderIndex: 15,
      conditions: [{ field: 'counterpart', present: true }],
      effects: [{ set: { field: 'countersignedOn', value: '', from: 'today' } }],
    },
  ],
};
