import type { EntityRecord } from '@lessor/domain/api';
import { importEntity } from '@lessor/domain/entities';
import { lockJobRecord, readJobRecord, writeJobState } from '../jobs/job-record.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** An Import record's job state: what its actions and its job change, and nothing else. */
type ImportState = {
  status?: string;
  rowCount?: number;
  writtenCount?: number;
  errorCount?: number;
  startedAt?: string | null;
  endedAt?: string | null;
};

/** The import, locked until the transaction ends: two actions on it never cross. */
export const lockImport = (trx: TenantTransaction, actor: Actor, id: string) =>
  lockJobRecord(trx, actor, importEntity, id);

/** The import as it stands, without waiting for the batch being written. */
export const readImport = (trx: TenantTransaction, actor: Actor, id: string) =>
  readJobRecord(trx, actor, importEntity, id);

export const writeImportState = (
  trx: TenantTransaction,
  actor: Actor,
  before: EntityRecord,
  state: ImportState,
): Promise<EntityRecord> => writeJobState(trx, actor, importEntity, before, state);
