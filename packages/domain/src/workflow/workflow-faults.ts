import type { Workflow } from './workflow-definition.ts';

/**
 * What is wrong with a workflow a tenant configured (or one declared beside an entity), one line
 * each, none when it is whole: its statuses, its transitions' ends, its codes, the fields its
 * effects set, and every status reachable from the initial one by its transitions. A status no
 * transition reaches is one no record will ever be in, which is how a typing mistake in a
 * tenant's `workflows` document shows.
 * @example workflowFaults(entity, { statuses: ['A', 'B'], initialStatus: 'A', transitions: [] }) // ["Status 'B' cannot be reached from 'A'"]
 */
export function workflowFaults(
  entity: { fields: Readonly<Record<string, unknown>> },
  workflow: Workflow,
): string[] {
  const faults: string[] = [];
  const statuses = new Set(workflow.statuses);
  if (!statuses.has(workflow.initialStatus))
    faults.push(`Initial status '${workflow.initialStatus}' is not one of its statuses`);
  const codes = new Set<string>();
  for (const transition of workflow.transitions) {
    if (codes.has(transition.code)) faults.push(`Transition code '${transition.code}' is used twice`);
    codes.add(transition.code);
    for (const from of transition.from)
      if (from !== '*' && !statuses.has(from))
        faults.push(`Transition '${transition.code}' leaves from unknown status '${from}'`);
    if (!statuses.has(transition.to))
      faults.push(`Transition '${transition.code}' leads to unknown status '${transition.to}'`);
    for (const { set } of transition.effects ?? [])
      if (!Object.hasOwn(entity.fields, set.field))
        faults.push(`Transition '${transition.code}' sets undeclared field '${set.field}'`);
  }
  for (const status of [...(workflow.deletableStatuses ?? []), ...(workflow.readOnlyStatuses ?? [])])
    if (!statuses.has(status)) faults.push(`Status '${status}' is named but not one of its statuses`);
  if (statuses.has(workflow.initialStatus)) {
    const reached = reachableStatuses(workflow);
    for (const status of workflow.statuses)
      if (!reached.has(status))
        faults.push(`Status '${status}' cannot be reached from '${workflow.initialStatus}'`);
  }
  return faults;
}

/** The statuses a record starting in the initial status can come to, by any number of transitions. */
function reachableStatuses(workflow: Workflow): Set<string> {
  const reached = new Set([workflow.initialStatus]);
  const waiting = [workflow.initialStatus];
  for (let status = waiting.pop(); status !== undefined; status = waiting.pop()) {
    for (const transition of workflow.transitions) {
      const leaves = transition.from.includes('*') || transition.from.includes(status);
      if (leaves && !reached.has(transition.to)) {
        reached.add(transition.to);
        waiting.push(transition.to);
      }
    }
  }
  return reached;
}
