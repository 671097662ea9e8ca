import type { EntityRecord, JobView } from '@lessor/domain/api';
import { batchEntity, entities } from '@lessor/domain/entities';
import { type ErrorBody, LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { answerOnce, type Idempotency } from '../entities/writing/idempotency.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import type { JobQueue } from './job-queue.ts';
import { lockJobRecord, readJobRecord, writeJobState } from './job-record.ts';
import { readStoredAnswer } from './stored-answer.ts';

/*
 * Work a request starts and may wait for: a payment file made, a bank statement imported. It runs
 * as a job, so that a large one neither holds the request nor dies with it, and reports on a Batch
 * record (its status, `processed` of `total`). The request waits a little: a job ended by then is
 * answered as if the request had done the work (201 and the job's answer, or its refusal); one
 * still running is answered 202 with its batch, to follow at `GET /api/script/jobs/{id}`.
 */

/** What a queued answered job carries: who runs it and its Batch record; the work's own input beside. */
export interface AnsweredJob {
  tenant: string;
  username: string;
  batchId: string;
}

/** The Batch of a job, as the request starting it names it. */
export interface JobBatch {
  type: 'PAYMENT' | 'IMPORT' | 'BILLING' | 'TRANSITION';
  name: string;
  /** The work it does, a word: 'direct-debit-file', 'bank-statement-import'. */
  scriptName: string;
  /** The entity of the record it makes. */
  entityName: string;
}

/** How long a request waits for its job when the client says nothing: most files are made by then. */
const defaultWaitMs = 10_000;
const pollMs = 50;

/**
 * The wait a client asks with RFC 7240's `Prefer`: `respond-async` answers at once, `wait=N`
 * waits up to N seconds; never more than the default.
 */
export function requestedWaitMs(prefer: string | string[] | undefined): number {
  const preferences = (Array.isArray(prefer) ? prefer.join(',') : (prefer ?? ''))
    .split(/[,;]/)
    .map((part) => part.trim().toLowerCase());
  if (preferences.includes('respond-async')) return 0;
  const wait = preferences.find((part) => part.startsWith('wait='));
  const seconds = wait ? Number(wait.slice('wait='.length)) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, defaultWaitMs) : defaultWaitMs;
}

/**
 * Starts a job once per `Idempotency-Key`: its Batch, PROCESSING, and what `prepare` keeps with it
 * in the same transaction (an uploaded file), then the job queued. A replay of the key answers the
 * batch the first request started and queues nothing.
 */
export async function startAnsweredJob<Input extends object>(
  context: { db: Database; catalogue: EntityCatalogue; queue: JobQueue },
  actor: Actor,
  start: {
    jobName: string;
    batch: JobBatch;
    input: Input;
    idempotency: Idempotency | undefined;
    prepare?: (trx: TenantTransaction, batch: EntityRecord) => Promise<void>;
  },
): Promise<EntityRecord> {
  const batches = new EntityService(context.db, context.catalogue, batchEntity);
  let started = false;
  const answer = await withTenant(context.db.app, actor.tenant, (trx) =>
    answerOnce(trx, actor.tenant, start.idempotency, 201, async () => {
      const [created] = await batches.createWithin(trx, actor, [{ ...start.batch }]);
      if (!created) throw new Error('unreachable: one body gives one record');
      await start.prepare?.(trx, created);
      started = true;
      return writeJobState(trx, actor, batchEntity, created, {
        status: 'PROCESSING',
        processed: 0,
        startedAt: new Date().toISOString(),
      });
    }),
  );
  const batch = answer.body as EntityRecord;
  if (started)
    await context.queue.send<AnsweredJob & Input>(start.jobName, {
      ...start.input,
      tenant: actor.tenant,
      username: actor.username,
      batchId: batch._id,
    });
  return batch;
}

/** What the request answers: the job's answer once it ended within the wait, else the job to follow. */
export async function awaitJobAnswer(
  db: Database,
  actor: Actor,
  batchId: string,
  waitMs: number,
): Promise<{ statusCode: 201 | 202; body: unknown }> {
  const until = Date.now() + waitMs;
  for (;;) {
    const view = await jobView(db, actor, batchId);
    if (view.error) throw storedRefusal(view.error);
    if (answered(view.job)) return { statusCode: 201, body: view.answer };
    if (Date.now() >= until) return { statusCode: 202, body: view };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The job's Batch, with its answer or refusal once it ended. */
export async function jobView(db: Database, actor: Actor, batchId: string): Promise<JobView> {
  const { job, answer } = await withTenant(db.app, actor.tenant, async (trx) => {
    const job = await readJobRecord(trx, actor, batchEntity, batchId);
    return {
      job,
      answer: answered(job) ? await readStoredAnswer(trx, actor.tenant, entities, job.answer) : undefined,
    };
  });
  const { answer: _stored, error, ...record } = job as EntityRecord & { answer?: unknown; error?: ErrorBody };
  if (answered(record)) return { job: record, answer };
  if (record.status === 'ERROR' && error) return { job: record, error };
  return { job: record };
}

/**
 * Ends the job with its answer, in the transaction that wrote its work: in SUCCESS, or in WARNING
 * when some of its items were refused and the answer says which (a billing run's failed batches).
 */
export async function endAnsweredJob(
  trx: TenantTransaction,
  actor: Actor,
  batchId: string,
  outcome: { answer: unknown; resultRegistration: string; count?: number; warning?: boolean },
): Promise<void> {
  const batch = await lockJobRecord(trx, actor, batchEntity, batchId);
  await writeJobState(trx, actor, batchEntity, batch, {
    status: outcome.warning ? 'WARNING' : 'SUCCESS',
    resultRegistration: outcome.resultRegistration,
    // Work done in one transaction ends with all of it done, whatever progress was seen.
    ...(outcome.count === undefined ? {} : { processed: outcome.count, total: outcome.count }),
    endedAt: new Date().toISOString(),
  });
  // Kept beside the declared fields: what a client following the job is answered.
  await writeJobState(trx, actor, batchEntity, batch, { answer: outcome.answer }, { history: false });
}

/**
 * Progress of work done in one transaction, written through a connection of its own at most twice a
 * second, so that a client following the job sees it move. The embedded database has one session,
 * busy with the work: there the job shows its progress when it ends.
 */
export function progressOf(
  db: Database,
  actor: Actor,
  batchId: string,
): (processed: number, total: number) => Promise<void> {
  if (db.kind === 'embedded') return async () => {};
  let writtenAt = 0;
  return async (processed, total) => {
    if (processed < total && Date.now() - writtenAt < 500) return;
    writtenAt = Date.now();
    await withTenant(db.app, actor.tenant, async (trx) => {
      const batch = await readJobRecord(trx, actor, batchEntity, batchId);
      await writeJobState(trx, actor, batchEntity, batch, { processed, total }, { history: false });
    });
  };
}

/**
 * Runs an answered job: not again once it ended (a queue may deliver a job twice), and a refusal
 * or fault ends it in ERROR with what the request would have answered. A database out of reach is
 * thrown on to the queue, which tries again; the work goes on from what it had committed.
 */
export async function runAnsweredJob(
  db: Database,
  job: AnsweredJob,
  run: (actor: Actor) => Promise<void>,
): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  const batch = await withTenant(db.app, actor.tenant, (trx) =>
    readJobRecord(trx, actor, batchEntity, job.batchId),
  );
  if (batch.status !== 'PROCESSING') return;
  try {
    await run(actor);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const refusal =
      error instanceof LessorError
        ? error.toBody()
        : new LessorError('INTERNAL_ERROR', [batch.registration]).toBody();
    await withTenant(db.app, actor.tenant, async (trx) => {
      const running = await lockJobRecord(trx, actor, batchEntity, job.batchId);
      if (running.status !== 'PROCESSING') return;
      await writeJobState(trx, actor, batchEntity, running, {
        status: 'ERROR',
        errorMessage: refusal.message,
        endedAt: new Date().toISOString(),
      });
      await writeJobState(trx, actor, batchEntity, running, { error: refusal }, { history: false });
    });
    // A refusal is the job's answer; a fault is also the queue's to log.
    if (!(error instanceof LessorError)) throw error;
  }
}

/** Whether the job ended with an answer: in SUCCESS, or in WARNING with what it could not do. */
function answered(job: EntityRecord): boolean {
  return job.status === 'SUCCESS' || job.status === 'WARNING';
}

/** A job's refusal, answered again as the request would have thrown it. */
function storedRefusal(body: ErrorBody): LessorError {
  const refusal = new LessorError(body.code, [], body.errors);
  refusal.message = body.message;
  return refusal;
}
