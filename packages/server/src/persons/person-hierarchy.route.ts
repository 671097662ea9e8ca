import { personEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { personHierarchy } from './person-hierarchy.ts';

/**
 * `GET /api/person/persons/{registration}/hierarchy` (business-areas.md §7): the persons related to
 * one and the links between them, for the relations diagram. Read with the persons' permission.
 */
export function registerPersonHierarchyRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>(`${personEntity.apiPath}/:id/hierarchy`, async (request) => {
    const { tenant } = actorOf(request);
    return withTenant(db.app, tenant, (trx) => personHierarchy(trx, tenant, request.params.id));
  });
}
