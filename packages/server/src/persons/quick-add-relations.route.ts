import { apiPaths, type QuickAddRelationsRequest } from '@lessor/domain/api';
import { builtInQuickAddRelations, personEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { entityTags } from '../entities/http/entity-route-schemas.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/**
 * `POST /api/script/runs/quick-add-relations` with `{sourcePerson}` (business-areas.md §7): the
 * ways a person can be added around that one (its relation, the type it starts as, its roles), for
 * the relations diagram's quick add on the main person. The source is read within the caller's
 * tenant, so another tenant's person is not found.
 */
export function registerQuickAddRelationsRoute(app: FastifyInstance, db: Database): void {
  app.post<{ Body: QuickAddRelationsRequest }>(
    apiPaths.quickAddRelations,
    {
      config: { permission: `read ${personEntity.apiPath}` },
      schema: {
        tags: entityTags(personEntity),
        summary: 'The relations a person can be quick-added with around another, and their roles',
        body: {
          type: 'object',
          required: ['sourcePerson'],
          properties: { sourcePerson: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        response: {
          200: {
            description: 'Each relation, the person type it starts as, and the roles it gets',
            type: 'array',
            items: {
              type: 'object',
              required: ['relation', 'type', 'quickAddRoles'],
              properties: {
                relation: { type: 'string' },
                type: { type: 'string' },
                quickAddRoles: {
                  type: 'array',
                  items: { type: 'object', required: ['role'], properties: { role: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      const source = await withTenant(db.app, tenant, (trx) =>
        findRecordRow(trx, tenant, personEntity, request.body.sourcePerson),
      );
      return builtInQuickAddRelations(source.type);
    },
  );
}
