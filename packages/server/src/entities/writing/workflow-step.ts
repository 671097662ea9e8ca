import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { canRun, type TransitionEffect } from '@lessor/domain/workflow';
import type { Actor } from '../../tenancy/actor.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';
import type { RecordData } from '../hooks/entity-hooks.ts';
import { readWorkflow } from '../read-workflow.ts';

/** One step of a workflow on a record, as the workflow decides it from the locked record. */
export interface TransitionStep {
  code: string;
  to: string;
  /** The fields its effects set. */
  values: RecordData;
}

/**
 * The step a transition makes on a locked record, by its code in the tenant's workflow: refused
 * (TRANSITION_NOT_ALLOWED) unless it leaves from the record's status and its conditions hold;
 * else its target status and the values its effects set.
 */
export async function workflowStep(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  current: EntityRecord,
  code: string,
): Promise<TransitionStep> {
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
  const values: RecordData = {};
  for (const effect of transition.effects ?? []) values[effect.set.field] = effectValue(effect, actor);
  return { code, to: transition.to, values };
}

function effectValue({ set }: TransitionEffect, actor: Actor): unknown {
  if (set.from === 'today') return `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  if (set.from === 'username') return actor.username;
  return set.value;
}
