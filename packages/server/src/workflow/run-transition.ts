import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { canRun, type TransitionEffect } from '@lessor/domain/workflow';
import { readWorkflow } from '../entities/read-workflow.ts';
import type { EntityService } from '../entities/writing/entity-service.ts';
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
  return service.transition(actor, id, async (trx, current) => {
    const workflow = await readWorkflow(trx, actor.tenant, entity);
    const transition = workflow.transitions.find((candidate) => candidate.code === code);
    if (!transition || !canRun(transition, current)) {
      throw new LessorError('TRANSITION_NOT_ALLOWED', [
        code,
        entity.label,
        current.registration,
        current.status,
      ]);
    }
    const values: Record<string, unknown> = {};
    for (const effect of transition.effects ?? []) values[effect.set.field] = effectValue(effect, actor);
    return { code, to: transition.to, values };
  });
}

function effectValue({ set }: TransitionEffect, actor: Actor): unknown {
  if (set.from === 'today') return `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  if (set.from === 'username') return actor.username;
  return set.value;
}
