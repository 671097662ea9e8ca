import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { readBillingRequest } from './read-billing-request.ts';
import { runBilling } from './run-billing.ts';

/**
 * `GET /api/script/runs/run-billing?date={date}&organizations={list}` (business-areas.md §7):
 * answers the invoices created. It writes invoices, so it needs the right to write them.
 */
export function registerRunBilling(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  app.get<{ Querystring: Record<string, unknown> }>(
    apiPaths.runBilling,
    { config: { permission: 'write /api/billing/invoices' } },
    async (request) => runBilling(db, catalogue, actorOf(request), readBillingRequest(request.query)),
  );
}
