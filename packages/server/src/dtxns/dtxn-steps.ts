import type { EntityRecord } from '@lessor/domain/api';
import { dtxnEntity } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { lockJobRecord, writeJobState } from '../jobs/job-record.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/*
 * A Dtxn records an operation done in many transactions, its steps: opened PENDING with the steps it
 * will take, each step counted as it commits or fails, ended when it went through them. Its status is
 * the server's to move, as a job's is (job-record.ts): nobody fires it through a workflow.
 */

/** What a Dtxn is opened with. */
export interface DtxnStart {
  type: string;
  name: string;
  scriptName: string;
  steps: number;
  /** The Batch of the job running it, when there is one. */
  batchRegistration?: string;
}

/** Lines of `details` kept: one per failed step, the rest counted only. */
const maxDetailLines = 100;

/** Opens a Dtxn, PENDING, in the caller's transaction, as `POST` creates one, with its history. */
export async function openDtxn(
  trx: TenantTransaction,
  services: { db: Database; catalogue: EntityCatalogue },
  actor: Actor,
  start: DtxnStart,
): Promise<EntityRecord> {
  const dtxns = new EntityService(services.db, services.catalogue, dtxnEntity);
  const [opened] = await dtxns.createWithin(trx, actor, [
    { ...start, stepsCommitted: 0, stepsFailed: 0, startedAt: new Date().toISOString() },
  ]);
  if (!opened) throw new Error('unreachable: one body gives one record');
  return opened;
}

/**
 * Counts a step of the Dtxn: a committed one in the step's own transaction, so that the count is
 * what committed; a failed one in a transaction of its own once the step rolled back, with why.
 */
export async function countDtxnStep(
  trx: TenantTransaction,
  actor: Actor,
  dtxnId: string,
  outcome: { committed: true } | { failed: string },
): Promise<void> {
  const dtxn = await lockJobRecord(trx, actor, dtxnEntity, dtxnId);
  const state =
    'failed' in outcome
      ? { stepsFailed: Number(dtxn.stepsFailed ?? 0) + 1, details: withDetail(dtxn.details, outcome.failed) }
      : { stepsCommitted: Number(dtxn.stepsCommitted ?? 0) + 1 };
  // Steps are progress, not history: the Dtxn's opening and end are.
  await writeJobState(trx, actor, dtxnEntity, dtxn, state, { history: false });
}

/**
 * Ends a Dtxn that went through its steps: ROLLED_BACK when each of them failed, else COMMITTED (its
 * failed steps, if any, counted and said in `details`: each step is a transaction of its own, and
 * what the others committed stays).
 */
export async function endDtxn(trx: TenantTransaction, actor: Actor, dtxnId: string): Promise<EntityRecord> {
  const dtxn = await lockJobRecord(trx, actor, dtxnEntity, dtxnId);
  const noneCommitted = Number(dtxn.stepsCommitted ?? 0) === 0 && Number(dtxn.stepsFailed ?? 0) > 0;
  return writeJobState(trx, actor, dtxnEntity, dtxn, {
    status: noneCommitted ? 'ROLLED_BACK' : 'COMMITTED',
    endedAt: new Date().toISOString(),
  });
}

function withDetail(details: unknown, line: string): string {
  const lines = typeof details === 'string' && details !== '' ? details.split('\n') : [];
  if (lines.length < maxDetailLines) lines.push(line);
  else if (lines.at(-1) !== '…') lines.push('…');
  return lines.join('\n');
}
