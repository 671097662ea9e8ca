import { type SelfTestReport, selfTestNames, selfTestsPath } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { runSelfTests } from './run-self-tests.ts';

const report = {
  type: 'object',
  required: ['tenant', 'ranAt', 'tests'],
  properties: {
    tenant: { type: 'string' },
    ranAt: { type: 'string', format: 'date-time' },
    tests: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'checked', 'failures'],
        properties: {
          name: { type: 'string', enum: [...selfTestNames] },
          checked: {
            type: 'integer',
            description: 'How many scripts, lists or workflows the test looked at',
          },
          failures: {
            type: 'array',
            items: {
              type: 'object',
              required: ['item', 'message'],
              properties: { item: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * `GET /api/core/self-tests` (/tests): the caller's tenant's configuration tested as it stands —
 * scripts compile, lists resolve, configured workflows are whole (docs/self-tests.md). An
 * administrator's action; it records nothing, so it may run as often as an administrator edits.
 */
export function registerSelfTestsRoute(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  app.get(
    selfTestsPath,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['Tenants'],
        summary: "Test the tenant's configuration: scripts compile, lists resolve, workflows are whole",
        response: { 200: report },
      },
    },
    (request): Promise<SelfTestReport> => runSelfTests({ db, catalogue }, request.session.tenant),
  );
}
