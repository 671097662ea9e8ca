import type { EntityRecord } from '@lessor/domain/api';
import { importEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { recordHistory } from '../entities/writing/record-history.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/** An Import record's job state: what its actions and its job change, and nothing else. */
export interface ImportState {
  status?: string;
  rowCount?: number;
  writtenCount?: number;
  errorCount?: number;
  startedAt?: string | null;
  endedAt?: string | null;
}

/** The import, locked until the transaction ends: two actions on it never cross. */
export async function lockImport(trx: TenantTransaction, actor: Actor, id: string): Promise<EntityRecord> {
  return rowToRecord(await findRecordRow(trx, actor.tenant, importEntity, id, { forUpdate: true }));
}

/** The import as it stands, without waiting for the batch being written. */
export async function readImport(trx: TenantTransaction, actor: Actor, id: string): Promise<EntityRecord> {
  return rowToRecord(await findRecordRow(trx, actor.tenant, importEntity, id));
}

/**
 * Writes an import's job state. Its status is the job's, moved by actions (processing.ts) rather
 * than by a workflow a user could fire, so it is written here, beside the entity service, with
 * its history like any change.
 */
export async function writeImportState(
  trx: TenantTransaction,
  actor: Actor,
  before: EntityRecord,
  state: ImportState,
): Promise<EntityRecord> {
  const { status, ...data } = state;
  const row = await entityTables(trx)
    .updateTable(importEntity.table)
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
  await recordHistory(trx, actor, importEntity, 'UPDATE', before, after);
  return after;
}
