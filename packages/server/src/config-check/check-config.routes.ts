import { type ConfigCheck, configCheckPath } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { runConfigCheck } from './run-config-check.ts';
import { type CheckQuery, tenantsToCheck } from './tenants-to-check.ts';

const names = { type: 'array', items: { type: 'string' } } as const;
const items = {
  type: 'object',
  required: ['lists', 'scripts', 'reports'],
  properties: { lists: names, scripts: names, reports: names },
} as const;
const checkAnswer = {
  type: 'object',
  required: [
    'tenant',
    'errors',
    'inserted',
    'updated',
    'deleted',
    'userLists',
    'userScripts',
    'lastConfigCheckDate',
  ],
  properties: {
    tenant: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'name', 'message'],
        properties: {
          type: { type: 'string', enum: ['script', 'list'] },
          name: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
    inserted: { ...items, description: 'Reference items new since the last check: every one the first time' },
    updated: { ...items, description: 'Reference items changed since the last check' },
    deleted: { ...items, description: 'Reference items the last check saw, gone since' },
    userLists: { ...names, description: "The tenant's lists that are not shipped" },
    userScripts: { ...names, description: "The tenant's scripts that replace no built-in one" },
    lastConfigCheckDate: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the check before this one ran; null on the first',
    },
  },
} as const;

/**
 * `GET /api/core/tenants/check-config?allTenants&tenant` (foundation.md §7): checks a tenant's
 * lists, scripts and reports against the reference configuration the product ships, and keeps
 * what it saw for the next check (docs/scripts.md, Configuration check). An administrator's
 * action: its own tenant by default; `?tenant=` another one and `?allTenants` every one (an array)
 * for super admins.
 */
export function registerConfigCheckRoute(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
): void {
  app.get<{ Querystring: CheckQuery }>(
    configCheckPath,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['Tenants'],
        summary: "Check a tenant's lists, scripts and reports against the shipped configuration",
        querystring: {
          type: 'object',
          properties: {
            allTenants: {
              type: 'string',
              enum: ['', 'true', 'false', '1', '0'],
              description: 'Every tenant, one answer each (super admins)',
            },
            tenant: {
              type: 'string',
              pattern: '^([a-z0-9][a-z0-9_-]{0,39})?$',
              description:
                "The tenant to check (super admins for another than their own); the caller's when empty",
            },
          },
        },
        response: {
          200: documentedOnly({
            description: "The tenant's check; with allTenants, one per tenant",
            oneOf: [checkAnswer, { type: 'array', items: checkAnswer }],
          }),
        },
      },
    },
    async (request): Promise<ConfigCheck | ConfigCheck[]> => {
      const caller = request.session;
      const { many, tenants } = await tenantsToCheck(db, request.query, caller);
      const checks: ConfigCheck[] = [];
      // One tenant after another: a check holds no more than one transaction at a time.
      for (const tenant of tenants)
        checks.push(await runConfigCheck({ db, catalogue }, tenant, caller.username));
      return many ? checks : (checks[0] as ConfigCheck);
    },
  );
}
