import type { Workflow } from './workflow-definition.ts';

/**
 * Whether a record may be deleted in its status: in one of the workflow's `deletableStatuses`,
 * by default its initial status alone, so that a record past its draft stays on file. A record of
 * an entity without a workflow may always be. A tenant's workflow is data: a malformed list counts
 * as none given.
 * @example mayDelete(contractWorkflow, 'DRAFT') // true
 * @example mayDelete(contractWorkflow, 'ACTIVE') // false
 */
export function mayDelete(workflow: Workflow, status: string | null | undefined): boolean {
  if (!workflow.initialStatus) return true;
  const deletable = statusList(workflow.deletableStatuses) ?? [workflow.initialStatus];
  return deletable.includes(status ?? '');
}

/**
 * Whether a record in this status changes only through a transition (a paid invoice): one of the
 * workflow's `readOnlyStatuses`.
 * @example isReadOnlyStatus(invoiceWorkflow, 'PAID') // true
 */
export function isReadOnlyStatus(workflow: Workflow, status: string | null | undefined): boolean {
  return (statusList(workflow.readOnlyStatuses) ?? []).includes(status ?? '');
}

function statusList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((status) => typeof status === 'string') ? value : undefined;
}
