import { apiPaths } from '@lessor/domain/api';
import { invoiceEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { idempotencyOf } from '../entities/http/write-options.ts';
import { startAnsweredJob } from '../jobs/answered-job.ts';
import { answerJobRequest, jobRequestHeaders, jobStartedAnswer } from '../jobs/answered-job-route.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import {
  type BillingRunJob,
  type BillingRunWorker,
  billingRunJobName,
  runBillingJob,
} from './billing-run-job.ts';
import { readBillingRequest } from './read-billing-request.ts';

/**
 * `GET /api/script/runs/run-billing?date={date}&organizations={list}` (business-areas.md §7): a
 * billing run, as a job (billing-run-job.ts) the request waits for as long as `Prefer` says (10 s at
 * most). Ended by then, it answers 200 and the invoices created, or `{nbTotal, invoices, failures}`
 * when some of its batches failed, or the first error when every one did; still running, 202 and
 * the job to follow at `GET /api/script/jobs/{id}`. It takes an `Idempotency-Key`. It writes
 * invoices, so it needs the right to write them.
 */
export async function registerRunBilling(
  app: FastifyInstance,
  context: BillingRunWorker & { queue: JobQueue },
): Promise<void> {
  const { db, queue } = context;
  await queue.work<BillingRunJob>(billingRunJobName, (job) => runBillingJob(context, job));
  const invoice = componentRef(invoiceEntity.name);
  app.get<{ Querystring: Record<string, unknown> }>(
    apiPaths.runBilling,
    {
      config: {
        permission: 'write /api/billing/invoices',
        openApiComponents: recordComponents(invoiceEntity),
      },
      schema: {
        tags: ['Billing'],
        summary: 'Bill the instalments due up to a day',
        headers: jobRequestHeaders,
        // `readBillingRequest` checks it, with the catalogue's codes.
        querystring: documentedOnly({
          type: 'object',
          required: ['date'],
          properties: {
            date: { type: 'string', description: 'YYYYMMDD, or an ISO timestamp whose UTC day is taken' },
            organizations: { type: 'string', description: 'Comma list of organisations; all when absent' },
          },
        }),
        response: {
          200: documentedOnly({
            description: 'The invoices created; with the batches that failed when some did',
            oneOf: [
              { type: 'array', items: invoice },
              {
                type: 'object',
                properties: {
                  nbTotal: { type: 'integer' },
                  invoices: { type: 'array', items: invoice },
                  failures: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        contracts: { type: 'array', items: { type: 'string' } },
                        status: { type: 'integer' },
                        code: { type: 'string' },
                        message: { type: 'string' },
                      },
                    },
                  },
                },
              },
            ],
          }),
          202: jobStartedAnswer,
        },
      },
    },
    async (request, reply) => {
      const billing = readBillingRequest(request.query);
      const actor = actorOf(request);
      const batch = await startAnsweredJob({ db, catalogue: context.catalogue, queue }, actor, {
        jobName: billingRunJobName,
        batch: {
          type: 'BILLING',
          name: `Billing run to ${billing.date}`,
          scriptName: 'run-billing',
          entityName: invoiceEntity.name,
        },
        input: {
          date: billing.date,
          ...(billing.organizations ? { organizations: [...billing.organizations] } : {}),
        },
        idempotency: idempotencyOf(request),
      });
      // 200, as the run answered before it was a job.
      return answerJobRequest(request, reply, db, actor, batch, 200);
    },
  );
}
