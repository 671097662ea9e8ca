import { apiPaths } from '@lessor/domain/api';
import { invoiceEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { recordComponents, recordsAnswer } from '../entities/http/entity-route-schemas.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { readBillingRequest } from './read-billing-request.ts';
import { runBilling } from './run-billing.ts';

/**
 * `GET /api/script/runs/run-billing?date={date}&organizations={list}` (business-areas.md §7):
 * answers the invoices created. It writes invoices, so it needs the right to write them.
 */
export function registerRunBilling(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
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
        response: { 200: recordsAnswer(invoiceEntity, 'The invoices created') },
      },
    },
    async (request) => runBilling(db, catalogue, actorOf(request), readBillingRequest(request.query)),
  );
}
