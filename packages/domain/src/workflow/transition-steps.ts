import type { WorkflowTransition } from './workflow-definition.ts';

/** One transition written compactly: its code, label, the statuses it leaves from and the one it reaches. */
export type TransitionStep = [code: string, label: string, from: readonly string[], to: string];

/**
 * Transitions from compact steps, ordered as written; the cancelling-like steps named go to the right.
 * @example transitionSteps([['SUBMIT', 'Submit', ['DRAFT'], 'SUBMITTED']])[0].orderIndex // 10
 */
export function transitionSteps(
  list: readonly TransitionStep[],
  pullRight: readonly string[] = [],
): WorkflowTransition[] {
  return list.map(([code, label, from, to], index) => ({
    code,
    label,
    from,
    to,
    orderIndex: (index + 1) * 10,
    ...(pullRight.includes(code) ? { pullRight: true } : {}),
  }));
}
