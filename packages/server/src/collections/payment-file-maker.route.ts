import type { EntityRecord } from '@lessor/domain/api';
import { invoiceEntity, paymentFileEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf } from '../entities/http/write-options.ts';
import {
  type AnsweredJob,
  endAnsweredJob,
  progressOf,
  runAnsweredJob,
  startAnsweredJob,
} from '../jobs/answered-job.ts';
import { answerJobRequest, jobRequestHeaders, jobStartedAnswer } from '../jobs/answered-job-route.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { readPaymentFileRequest } from './read-payment-file-request.ts';
import type { FileProgress } from './write-payment-file.ts';

/** What differs between the routes making a payment file: direct debits, credit transfers. */
export interface PaymentFileMaker {
  path: string;
  summary: string;
  /** The request's day: the invoices due by then are in the file, which the bank executes on it. */
  day: { field: string; description: string };
  /** The request's choice of the company's account, optional. */
  account: { field: string; description: string };
  /** The job making the file: its queue name, its batch's script name, and the batch's name for a day. */
  job: { name: string; scriptName: string; title: (day: string) => string };
  /** Makes the file in the job's transaction, telling its progress. */
  make: (
    trx: TenantTransaction,
    actor: Actor,
    day: string,
    account: string | undefined,
    progress: FileProgress,
  ) => Promise<EntityRecord>;
}

/** What the job making a file is given. */
type PaymentFileJob = AnsweredJob & { day: string; account?: string };

/**
 * `POST {path}` with `{ day, account? }` makes a payment file as a job (answered-job.ts): 201 and its
 * PaymentFile when made within the wait, else 202 and the job to follow; it takes an
 * `Idempotency-Key`. Making a file moves invoices, so it needs the right to write them as well as
 * payment files. The job runs on whichever node works its queue, the whole file in one transaction.
 */
export async function registerPaymentFileMaker(
  app: FastifyInstance,
  context: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; queue: JobQueue },
  maker: PaymentFileMaker,
): Promise<void> {
  const { db, catalogue, permissions, queue } = context;
  await queue.work<PaymentFileJob>(maker.job.name, (job) =>
    runAnsweredJob(db, job, (actor) =>
      withTenant(db.app, actor.tenant, async (trx) => {
        const progress = progressOf(db, actor, job.batchId);
        const file = await maker.make(trx, actor, job.day, job.account, progress);
        await endAnsweredJob(trx, actor, job.batchId, {
          answer: file,
          resultRegistration: file.registration,
          count: Number(file.lineCount ?? 0),
        });
      }),
    ),
  );

  app.post<{ Body: unknown }>(
    maker.path,
    {
      config: {
        permission: `write ${paymentFileEntity.apiPath}`,
        openApiComponents: recordComponents(paymentFileEntity),
      },
      schema: {
        tags: ['Collections'],
        summary: maker.summary,
        headers: jobRequestHeaders,
        // `readPaymentFileRequest` checks it, with the catalogue's codes.
        body: documentedOnly({
          type: 'object',
          required: [maker.day.field],
          properties: {
            [maker.day.field]: { type: 'string', format: 'date', description: maker.day.description },
            [maker.account.field]: { type: 'string', description: maker.account.description },
          },
        }),
        response: { 201: documentedOnly(componentRef(paymentFileEntity.name)), 202: jobStartedAnswer },
      },
    },
    async (request, reply) => {
      await authorizeRoute(request.session, permissions, catalogue, {
        method: 'POST',
        url: invoiceEntity.apiPath,
      });
      const { day, account } = readPaymentFileRequest(request.body, maker.day.field, maker.account.field);
      const actor = actorOf(request);
      const batch = await startAnsweredJob(context, actor, {
        jobName: maker.job.name,
        batch: {
          type: 'PAYMENT',
          name: maker.job.title(day),
          scriptName: maker.job.scriptName,
          entityName: paymentFileEntity.name,
        },
        input: { day, ...(account ? { account } : {}) },
        idempotency: idempotencyOf(request),
      });
      return answerJobRequest(request, reply, db, actor, batch);
    },
  );
}
