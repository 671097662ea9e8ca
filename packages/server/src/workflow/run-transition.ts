import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { EntityService } from '../entities/writing/entity-service.ts';
import { workflowStep } from '../entities/writing/workflow-step.ts';
import type { Actor } from '../tenancy/actor.ts';

/**
 * Runs one transition on one record through the entity service, atomically: the record is locked,
 * the transition must leave from its status and meet its conditions, then the record with its new
 * status and its effects is saved as any update is (validation, hooks, history).
 */
export function runTransition(
  service: EntityService,
  actor: Actor,
  entity: EntityDefinition,
  id: string,
  code: string,
): Promise<EntityRecord> {
  return service.transition(actor, id, (trx, current) => workflowStep(trx, actor, entity, current, code));
}
