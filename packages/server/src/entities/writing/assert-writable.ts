import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';

/**
 * Refuses any change to the records of a read-only entity (the history, the audits): they are
 * the trail of what happened, appended by the server and changed by nobody, whatever a tenant's
 * permissions or workflows say. The database refuses it too (see append-only-migration.ts).
 */
export function assertWritable(entity: EntityDefinition): void {
  if (entity.apiReadOnly) throw new LessorError('APPEND_ONLY', [entity.label]);
}
