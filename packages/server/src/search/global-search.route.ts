import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { searchEverywhere } from './global-search.ts';

const maxLimit = 50;

/**
 * `GET /api/core/global-search?search=&limit=`: registrations and names across every entity,
 * ranked, for the global search screen and the command palette.
 */
export function registerGlobalSearch(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  app.get<{ Querystring: { search?: string; limit?: string } }>(
    '/api/core/global-search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Registrations and names across every entity, ranked',
        response: { 200: { description: 'The records found, best first' } },
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: 200, description: 'The text looked for' },
            limit: {
              type: 'string',
              pattern: '^[0-9]{1,3}$',
              description: 'How many, 20 by default, 50 at most',
            },
          },
        },
      },
    },
    async (request) => {
      const term = request.query.search?.trim();
      if (!term) throw new LessorError('MISSING_FIELD_IN_QUERY', ['search']);
      const limit = Math.min(maxLimit, Math.max(1, Number(request.query.limit ?? 20)));
      const { tenant } = request.session;
      return withTenant(db.app, tenant, (trx) =>
        searchEverywhere(trx, tenant, catalogue.entities, term, limit),
      );
    },
  );
}
