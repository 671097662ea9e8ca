import { apiPaths } from '@lessor/domain/api';
import { invoiceEntity } from '@lessor/domain/entities';
import { type ErrorBody, LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { componentRef, recordComponents } from '../entities/http/entity-route-schemas.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { readBillingRequest } from './read-billing-request.ts';
import { type BillingRun, runBilling } from './run-billing.ts';

/**
 * `GET /api/script/runs/run-billing?date={date}&organizations={list}` (business-areas.md §7):
 * answers the invoices created. A run bills its contracts by batches, one transaction each; when
 * some batch failed while others billed, it answers `{nbTotal, invoices, failures}`, each failure
 * naming its batch's contracts (left unbilled) and the error; when every batch failed, the first
 * error. It writes invoices, so it needs the right to write them.
 */
export function registerRunBilling(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
  batchSize?: number,
): void {
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
        },
      },
    },
    async (request) =>
      billingAnswer(
        request,
        await runBilling(db, catalogue, actorOf(request), readBillingRequest(request.query), {
          ...(batchSize ? { batchSize } : {}),
        }),
      ),
  );
}

function billingAnswer(request: FastifyRequest, run: BillingRun) {
  const [first] = run.failures;
  if (!first) return run.invoices;
  if (run.invoices.length === 0) throw first.error;
  return {
    nbTotal: run.invoices.length,
    invoices: run.invoices,
    failures: run.failures.map(({ contracts, error }) => ({ contracts, ...errorBody(request, error) })),
  };
}

/** A failed batch's error as the error handler would answer it alone. */
function errorBody(request: FastifyRequest, error: unknown): ErrorBody {
  if (error instanceof LessorError) return error.toBody();
  if (isDatabaseUnavailable(error)) return new LessorError('DATABASE_UNAVAILABLE').toBody();
  request.log.error({ err: error }, 'billing batch failed');
  return new LessorError('INTERNAL_ERROR', [request.id]).toBody();
}
