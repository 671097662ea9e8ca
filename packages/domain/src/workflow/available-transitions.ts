import type {
  AvailableTransition,
  TransitionCondition,
  Workflow,
  WorkflowTransition,
} from './workflow-definition.ts';

type Data = Readonly<Record<string, unknown>>;

/** Whether a transition may run on a record: it leaves from the record's status and its conditions hold. */
export function canRun(transition: WorkflowTransition, record: Data): boolean {
  const status = typeof record.status === 'string' ? record.status : '';
  const fromHere = transition.from.includes('*') || transition.from.includes(status);
  return fromHere && (transition.conditions ?? []).every((condition) => holds(condition, record));
}

/**
 * The transitions every one of the records may take, sorted by order index with the pull-right
 * ones last (foundation.md §4: 1000 minus their position); none for an empty selection. Each
 * names the documents it prints unless `excludeDocuments` (`exclude=documents`).
 * @example availableTransitions(workflow, [{ status: 'DRAFT' }]).map((t) => t.code) // ['STUDY', ..., 'CANCEL']
 */
export function availableTransitions(
  workflow: Workflow,
  records: readonly Data[],
  options: { excludeDocuments?: boolean } = {},
): AvailableTransition[] {
  if (records.length === 0) return [];
  const common = workflow.transitions.filter((transition) =>
    records.every((record) => canRun(transition, record)),
  );
  const left = common.filter((transition) => !transition.pullRight);
  const right = common.filter((transition) => transition.pullRight);
  const sortKey = (transition: WorkflowTransition) => transition.orderIndex;
  const sorted = [
    ...left.sort((a, b) => sortKey(a) - sortKey(b)),
    ...right.sort((a, b) => sortKey(a) - sortKey(b)),
  ];
  return sorted.map((transition, position) => ({
    code: transition.code,
    label: transition.label,
    to: transition.to,
    orderIndex: transition.pullRight ? 1000 - position : transition.orderIndex,
    props: { pullRight: transition.pullRight ?? false },
    ...(transition.documents?.length && !options.excludeDocuments ? { documents: transition.documents } : {}),
  }));
}

function holds(condition: TransitionCondition, record: Data): boolean {
  const value = record[condition.field];
  if (condition.present && (value === undefined || value === null || value === '')) return false;
  if (condition.in && !condition.in.includes(String(value))) return false;
  return true;
}
