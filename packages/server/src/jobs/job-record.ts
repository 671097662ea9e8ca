import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { recordHistory } from '../entities/writing/record-history.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';

/*
 * The record a job reports on (an Import, a Batch): its status and counts are the job's, moved by
 * processing actions (processing.ts) rather than by a workflow a user could fire, so they are
 * written here, beside the entity service, with their history like any change.
 */

/** A job's status and the fields it reports in (counts, start and end, what it answers). */
export type JobState = { status?: string } & Readonly<Record<string, unknown>>;

/** The job's record, locked until the transaction ends: two actions on it never cross. */
export async function lockJobRecord(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  id: string,
): Promise<EntityRecord> {
  return rowToRecord(await findRecordRow(trx, actor.tenant, entity, id, { forUpdate: true }));
}

/** The job's record as it stands, without waiting for the batch being written. */
export async function readJobRecord(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  id: string,
): Promise<EntityRecord> {
  return rowToRecord(await findRecordRow(trx, actor.tenant, entity, id));
}

/** Writes a job's state on its record, with the record's history unless told. */
export async function writeJobState(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  before: EntityRecord,
  state: JobState,
  { history = true }: { history?: boolean } = {},
): Promise<EntityRecord> {
  const { status, ...data } = state;
  const row = await entityTables(trx)
    .updateTable(entity.table)
    .set({
      ...(status ? { status } : {}),
      data: sql`data || ${JSON.stringify(data)}::jsonb`,
      _version: sql`_version + 1`,
      _update_date: sql`now()`,
      _update_user: actor.username,
    })
    .where('id', '=', before._id as string)
    .returningAll()
    .executeTakeFirstOrThrow();
  const after = rowToRecord(row);
  // Progress ticks of a running job are not history: its start and end are.
  if (history) await recordHistory(trx, actor, entity, 'UPDATE', before, after);
  return after;
}

/**
 * Runs a job whose failure a retry would not cure as ending its record in ERROR (which CONTINUE
 * or UNDO leave); a database out of reach is thrown on to the queue, which tries again.
 */
export async function endingInErrorOnFailure(
  db: Database,
  entity: EntityDefinition,
  job: { tenant: string; username: string; id: string },
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const actor = { tenant: job.tenant, username: job.username };
    await withTenant(db.app, actor.tenant, async (trx) => {
      const record = await lockJobRecord(trx, actor, entity, job.id);
      await writeJobState(trx, actor, entity, record, { status: 'ERROR', endedAt: new Date().toISOString() });
    });
    throw error;
  }
}
