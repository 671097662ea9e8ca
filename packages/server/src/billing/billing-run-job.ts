import type { EntityRecord } from '@lessor/domain/api';
import { batchEntity, invoiceEntity } from '@lessor/domain/entities';
import { type ErrorBody, LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { type AnsweredJob, endAnsweredJob } from '../jobs/answered-job.ts';
import { answeredJobNotice } from '../jobs/answered-job-notice.ts';
import { readJobRecord, writeJobState } from '../jobs/job-record.ts';
import { type JobEndTeller, runToldAnsweredJob } from '../jobs/run-told-answered-job.ts';
import { recordsReference } from '../jobs/stored-answer.ts';
import type { NotificationNotice } from '../notifications/notification-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type BillingRun, runBilling } from './run-billing.ts';

export const billingRunJobName = `${invoiceEntity.collection}.billing-run`;

/** What a queued billing run carries: the run's request (read-billing-request.ts), as JSON. */
export type BillingRunJob = AnsweredJob & { date: string; organizations?: string[] };

/** What the worker of billing runs is given; its author is told of a run's end. */
export interface BillingRunWorker extends JobEndTeller {
  db: Database;
  catalogue: EntityCatalogue;
  batchSize?: number;
}

/**
 * Runs a billing run as an answered job (answered-job.ts). Its Batch counts the contracts at each
 * billing transaction's commit (`processed` of `total`, `failed` those a refused batch left
 * unbilled); it ends in SUCCESS with the invoices, in WARNING with `{nbTotal, invoices, failures}`
 * when some batch failed, in ERROR with the first refusal when every one did. Its `resultRegistration`
 * is the run's Dtxn, whose steps are the billing transactions.
 */
export async function runBillingJob(worker: BillingRunWorker, job: BillingRunJob): Promise<void> {
  const { db, catalogue } = worker;
  await runToldAnsweredJob(db, job, worker, async (actor) => {
    const batch = await withTenant(db.app, actor.tenant, (trx) =>
      readJobRecord(trx, actor, batchEntity, job.batchId),
    );
    const request = { date: job.date, organizations: job.organizations };
    const run = await runBilling(db, catalogue, actor, request, {
      ...(worker.batchSize ? { batchSize: worker.batchSize } : {}),
      batchRegistration: batch.registration,
      onProgress: async (trx, progress) => {
        await writeJobState(trx, actor, batchEntity, batch, { ...progress }, { history: false });
      },
    });
    const answer = billingAnswer(run, (error) => errorBody(worker, batch, error));
    await withTenant(db.app, actor.tenant, (trx) =>
      endAnsweredJob(trx, actor, job.batchId, {
        answer,
        resultRegistration: run.dtxn.registration,
        warning: run.failures.length > 0,
      }),
    );
  });
}

/**
 * What the run answers (business-areas.md §7): the invoices created; `{nbTotal, invoices, failures}`
 * when some batch failed while others billed, each failure naming its contracts (left unbilled) and
 * the error; when every batch failed, the first error, thrown.
 */
function billingAnswer(run: BillingRun, describe: (error: unknown) => ErrorBody) {
  const [first] = run.failures;
  // Kept by registration: the Batch of a run over a whole book stays small (stored-answer.ts).
  const invoices = recordsReference(invoiceEntity, run.invoices);
  if (!first) return invoices;
  if (run.invoices.length === 0) throw first.error;
  return {
    nbTotal: run.invoices.length,
    invoices,
    failures: run.failures.map(({ contracts, error }) => ({ contracts, ...describe(error) })),
  };
}

/** A failed batch's error as the error handler would answer it alone. */
function errorBody(worker: BillingRunWorker, batch: EntityRecord, error: unknown): ErrorBody {
  if (error instanceof LessorError) return error.toBody();
  if (isDatabaseUnavailable(error)) return new LessorError('DATABASE_UNAVAILABLE').toBody();
  worker.log.error({ err: error, batch: batch.registration }, 'billing batch failed');
  return new LessorError('INTERNAL_ERROR', [batch.registration]).toBody();
}

/** The notification of a run's end: the invoices it created, the contracts it left, or why it failed. */
export function billingRunNotice(batch: EntityRecord): NotificationNotice {
  const answer = batch.answer as { nbTotal?: number; registrations?: unknown[] } | undefined;
  const created = answer?.registrations?.length ?? Number(answer?.nbTotal ?? 0);
  const failed = Number(batch.failed ?? 0);
  return answeredJobNotice(
    batch,
    'Billing run ended',
    `${created} invoice(s) created${failed > 0 ? `, ${failed} contract(s) not billed` : ''}`,
  );
}
