import { personEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { entityTags, recordPathParams } from '../entities/http/entity-route-schemas.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { personHierarchy } from './person-hierarchy.ts';

/**
 * `GET /api/person/persons/{registration}/hierarchy` (business-areas.md §7): the persons related to
 * one and the links between them, for the relations diagram. Read with the persons' permission.
 */
export function registerPersonHierarchyRoute(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: entityTags(personEntity),
    summary: 'The persons related to a person, and the links between them',
    params: recordPathParams(),
    response: { 200: { description: 'Persons and links, for the relations diagram' } },
  };
  app.get<{ Params: { id: string } }>(
    `${personEntity.apiPath}/:id/hierarchy`,
    { schema },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => personHierarchy(trx, tenant, request.params.id));
    },
  );
}
