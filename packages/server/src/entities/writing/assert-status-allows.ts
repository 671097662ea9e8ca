import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { isReadOnlyStatus, mayDelete, type Workflow } from '@lessor/domain/workflow';
import { RecordStateRefusal } from './record-state-refusal.ts';

/**
 * Refuses to delete a record past the statuses its workflow lets go (by default its initial one):
 * a contract signed or an invoice issued stays on file, and a transition cancels it instead.
 */
export function assertDeletable(workflow: Workflow, entity: EntityDefinition, record: EntityRecord): void {
  if (!mayDelete(workflow, record.status))
    throw new RecordStateRefusal('NOT_DELETABLE_IN_STATUS', [
      entity.label,
      record.registration,
      record.status,
    ]);
}

/** Refuses a PUT or PATCH of a record whose status its workflow holds read-only (a paid invoice). */
export function assertChangeable(workflow: Workflow, entity: EntityDefinition, record: EntityRecord): void {
  if (isReadOnlyStatus(workflow, record.status))
    throw new RecordStateRefusal('READ_ONLY_IN_STATUS', [entity.label, record.registration, record.status]);
}
