import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { canRun, type TransitionEffect } from '@lessor/domain/workflow';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../db/with-tenant.ts';
import { assertWritable } from '../entities/assert-writable.ts';
import { findRecordRow } from '../entities/find-record.ts';
import { recordHistory } from '../entities/record-history.ts';
import { recordToColumns, rowToRecord } from '../entities/record-mapping.ts';
import type { Actor } from '../tenancy/actor.ts';
import { readWorkflow } from './read-workflow.ts';

/**
 * Runs one transition on one record, atomically: the record is locked, the transition must
 * leave from its status and meet its conditions, then the status and the effects are written
 * with the history of the change.
 */
export async function runTransition(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  id: string,
  code: string,
): Promise<EntityRecord> {
  assertWritable(entity);
  const workflow = await readWorkflow(trx, actor.tenant, entity);
  const current = rowToRecord(await findRecordRow(trx, actor.tenant, entity, id, { forUpdate: true }));
  const transition = workflow.transitions.find((candidate) => candidate.code === code);
  if (!transition || !canRun(transition, current)) {
    throw new LessorError('TRANSITION_NOT_ALLOWED', [
      code,
      entity.label,
      current.registration,
      current.status,
    ]);
  }
  const next: Record<string, unknown> = { ...current, status: transition.to };
  for (const effect of transition.effects ?? []) next[effect.set.field] = effectValue(effect, actor);
  const row = await entityTables(trx)
    .updateTable(entity.table)
    .set({
      ...recordToColumns(withoutMeta(next)),
      _update_user: actor.username,
      _update_date: sql`now()`,
      _version: sql`_version + 1`,
    })
    .where('id', '=', current._id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const updated = rowToRecord(row);
  await recordHistory(trx, actor, entity, 'TRANSITION', current, updated, { transition: code });
  return updated;
}

function effectValue({ set }: TransitionEffect, actor: Actor): unknown {
  if (set.from === 'today') return `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  if (set.from === 'username') return actor.username;
  return set.value;
}

function withoutMeta(record: Record<string, unknown>): Record<string, unknown> {
  const { _id, _version, _insertDate, _insertUser, _updateDate, _updateUser, ...rest } = record;
  return rest;
}
