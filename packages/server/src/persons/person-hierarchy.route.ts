import { personEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { entityTags, recordPathParams } from '../entities/http/entity-route-schemas.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { organizationsWithAscendants, personAscendants } from './person-ascendants.ts';
import { personHierarchy } from './person-hierarchy.ts';

/**
 * The relations of persons (business-areas.md §7), read with the persons' permission:
 * `GET /api/person/persons/{registration}/hierarchy`, the persons related to one and the links
 * between them, for the relations diagram, and `GET /api/person/organizations/{registration}/hierarchy`
 * the same from an organisation; `…/{registration}/ascendants`, the persons naming it
 * among their descendants; `GET /api/person/organizations-with-ascendants`.
 */
export function registerPersonHierarchyRoute(app: FastifyInstance, db: Database): void {
  const tags = entityTags(personEntity);
  const params = recordPathParams();
  app.get<{ Params: { id: string } }>(
    `${personEntity.apiPath}/:id/hierarchy`,
    {
      schema: {
        tags,
        summary: 'The persons related to a person, and the links between them',
        params,
        response: { 200: { description: 'Persons and links, for the relations diagram' } },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => personHierarchy(trx, tenant, request.params.id));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/person/organizations/:id/hierarchy',
    {
      config: { permission: `read ${personEntity.apiPath}` },
      schema: {
        tags,
        summary: 'The persons related to an organisation (a person of type O), and the links between them',
        params,
        response: { 200: { description: 'Persons and links, for the relations diagram' } },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) =>
        personHierarchy(trx, tenant, request.params.id, { organizationOnly: true }),
      );
    },
  );
  app.get<{ Params: { id: string } }>(
    `${personEntity.apiPath}/:id/ascendants`,
    {
      schema: {
        tags,
        summary: 'The persons naming a person among their descendants, in registration order',
        params,
        response: { 200: { description: 'Persons, each with the relation and stake it states' } },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => personAscendants(trx, tenant, request.params.id));
    },
  );
  app.get(
    '/api/person/organizations-with-ascendants',
    {
      config: { permission: `read ${personEntity.apiPath}` },
      schema: {
        tags,
        summary: 'The organisations (persons of type O), each with its ascendants; 500 at most',
        response: { 200: { description: 'Organisations and their ascendants' } },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => organizationsWithAscendants(trx, tenant));
    },
  );
}
