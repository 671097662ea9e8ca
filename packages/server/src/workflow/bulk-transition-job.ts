import type { BulkTransitionAnswer, EntityRecord } from '@lessor/domain/api';
import { auditEntity, batchEntity, type EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { countDtxnStep, endDtxn, openDtxn } from '../dtxns/dtxn-steps.ts';
import type { EntityHooksRegistry } from '../entities/hooks/entity-hooks.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { type AnsweredJob, endAnsweredJob } from '../jobs/answered-job.ts';
import { answeredJobNotice } from '../jobs/answered-job-notice.ts';
import { readJobRecord, writeJobState } from '../jobs/job-record.ts';
import { type JobEndTeller, runToldAnsweredJob } from '../jobs/run-told-answered-job.ts';
import type { LogBook } from '../logbook/log-book.ts';
import type { NotificationNotice } from '../notifications/notification-store.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';

export const bulkTransitionJobName = 'workflow.bulk-transition';

/** Records a bulk transition moves at most: what the records named or the search found. */
export const maxBulkRecords = 10_000;
const searchPageSize = 1000;

/** What a queued bulk transition carries: the entity, the transition, and the records named or searched. */
export type BulkTransitionJob = AnsweredJob & {
  entityName: string;
  code: string;
  ids?: string[];
  query?: Record<string, string>;
};

/** What the worker of bulk transitions is given; its author is told of a job's end. */
export interface BulkTransitionWorker extends JobEndTeller {
  db: Database;
  catalogue: EntityCatalogue;
  hooks: EntityHooksRegistry;
  /** Where each record moved is kept as an audit, as the single transition route keeps it. */
  logBook: LogBook;
}

/**
 * Runs a transition on each record, one transaction each, through the entity service as the
 * single transition route does (checks, hooks, history). A refused record is kept with why and the
 * others go on; a Dtxn counts a step per record; the Batch counts the records gone through. It
 * ends in SUCCESS, or in WARNING when some record was refused, with a `BulkTransitionAnswer`.
 */
export async function runBulkTransitionJob(worker: BulkTransitionWorker, job: BulkTransitionJob) {
  const { db, catalogue } = worker;
  await runToldAnsweredJob(db, job, worker, async (actor) => {
    const entity = catalogue.named(job.entityName);
    if (!entity) throw new LessorError('UNSUPPORTED_ENTITY', [job.entityName]);
    const service = new EntityService(db, catalogue, entity, worker.hooks[entity.name]);
    // Read whole before any moves: a search by status would otherwise lose its place.
    const ids = job.ids ?? (await idsOfSearch(service, catalogue, entity, actor, job.query ?? {}));
    const { batch, dtxn } = await withTenant(db.app, actor.tenant, async (trx) => {
      const started = await readJobRecord(trx, actor, batchEntity, job.batchId);
      const batch = await writeJobState(
        trx,
        actor,
        batchEntity,
        started,
        { total: ids.length },
        { history: false },
      );
      const dtxn = await openDtxn(trx, { db, catalogue }, actor, {
        type: 'TRANSITION',
        name: String(batch.name),
        scriptName: 'bulk-transition',
        steps: ids.length,
        batchRegistration: batch.registration,
      });
      return { batch, dtxn };
    });
    const answer: BulkTransitionAnswer = { transition: job.code, done: [], refused: [] };
    // Progress ticks, in the transaction of the record they count.
    const count = (trx: TenantTransaction, processed: number) =>
      writeJobState(
        trx,
        actor,
        batchEntity,
        batch,
        { processed, failed: answer.refused.length, total: ids.length },
        { history: false },
      );
    for (const [index, id] of ids.entries()) {
      try {
        const moved = await withTenant(db.app, actor.tenant, async (trx) => {
          const record = await service.transitionWithin(trx, actor, id, job.code);
          await countDtxnStep(trx, actor, dtxn._id, { committed: true });
          await count(trx, index + 1);
          return record;
        });
        answer.done.push(id);
        worker.logBook.add(auditEntity, {
          ...actor,
          type: 'TRANSITION',
          fields: {
            username: actor.username,
            action: 'TRANSITION',
            entityName: entity.name,
            entityRegistration: moved.registration,
            date: new Date().toISOString(),
            details: `${job.code}, with ${ids.length} records (${batch.registration})`,
          },
        });
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        const { status, code, message } = refusalOf(worker, batch, error);
        answer.refused.push({ registration: id, status, code, message });
        await withTenant(db.app, actor.tenant, async (trx) => {
          await countDtxnStep(trx, actor, dtxn._id, { failed: `${id}: ${message} (${code})` });
          await count(trx, index + 1);
        });
      }
    }
    await withTenant(db.app, actor.tenant, async (trx) => {
      const ended = await endDtxn(trx, actor, dtxn._id);
      await endAnsweredJob(trx, actor, job.batchId, {
        answer,
        resultRegistration: ended.registration,
        warning: answer.refused.length > 0,
      });
    });
  });
}

/** The registrations a list's search finds, a page at a time; refused past `maxBulkRecords`. */
async function idsOfSearch(
  service: EntityService,
  catalogue: EntityCatalogue,
  entity: EntityDefinition,
  actor: Actor,
  query: Record<string, string>,
): Promise<string[]> {
  const { range: _range, ...search } = readListRequest(catalogue, entity, query);
  const ids: string[] = [];
  for (let offset = 0; ; offset += searchPageSize) {
    const page = await service.list(actor, { ...search, range: { offset, limit: searchPageSize } });
    ids.push(...page.records.map((record) => record.registration));
    if (ids.length > maxBulkRecords) throw new LessorError('SELECTION_TOO_LARGE', [maxBulkRecords]);
    if (!page.continues) return ids;
  }
}

/** A record's refusal as the single route would have answered it; a fault is logged, not told. */
function refusalOf(worker: BulkTransitionWorker, batch: EntityRecord, error: unknown) {
  if (error instanceof LessorError) return error.toBody();
  worker.log.error({ err: error, batch: batch.registration }, 'bulk transition of a record failed');
  return new LessorError('INTERNAL_ERROR', [batch.registration]).toBody();
}

/** The notification of a bulk transition's end: the records it moved and refused, or why it failed. */
export function bulkTransitionNotice(batch: EntityRecord): NotificationNotice {
  const failed = Number(batch.failed ?? 0);
  const moved = Number(batch.processed ?? 0) - failed;
  return answeredJobNotice(
    batch,
    'Transition ended',
    `${moved} record(s) moved${failed > 0 ? `, ${failed} refused` : ''}`,
  );
}
