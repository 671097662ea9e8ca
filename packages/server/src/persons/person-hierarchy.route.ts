import { type EntityDefinition, personEntity, prospectEntity } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { Database } from '../db/database.ts';
import { entityTags, recordPathParams } from '../entities/http/entity-route-schemas.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { organizationsWithAscendants, personAscendants } from './person-ascendants.ts';
import { personHierarchy } from './person-hierarchy.ts';

/** A route reading the relations around one record, `GET {url}` with the record's `{id}`. */
interface RelationsRoute {
  url: string;
  /** Whose records the route starts from: the API document files it with them. */
  entity: EntityDefinition;
  summary: string;
  answer: string;
  /** A key other than the path's own (`read {collection path}`). */
  permission?: string;
  read(trx: TenantTransaction, tenant: string, id: string): Promise<unknown>;
}

function registerRelationsRoute(app: FastifyInstance, db: Database, route: RelationsRoute): void {
  app.get<{ Params: { id: string } }>(
    route.url,
    {
      ...(route.permission ? { config: { permission: route.permission } } : {}),
      schema: {
        tags: entityTags(route.entity),
        summary: route.summary,
        params: recordPathParams(),
        response: { 200: { description: route.answer } },
      },
    },
    async (request) => {
      const { tenant } = actorOf(request);
      return withTenant(db.app, tenant, (trx) => route.read(trx, tenant, request.params.id));
    },
  );
}

/**
 * The relations of persons and prospects (business-areas.md §7), each read with its own
 * permission: `GET /api/person/{persons|prospects}/{registration}/hierarchy`, the persons related to
 * one and the links between them, for the relations diagram, and
 * `GET /api/person/organizations/{registration}/hierarchy` the same from an organisation, read with
 * the persons' permission; `…/{registration}/ascendants`, the persons naming it among their
 * descendants; `GET /api/person/organizations-with-ascendants`.
 */
export function registerPersonHierarchyRoute(app: FastifyInstance, db: Database): void {
  for (const entity of [personEntity, prospectEntity]) {
    const one = entity.label.toLowerCase();
    registerRelationsRoute(app, db, {
      url: `${entity.apiPath}/:id/hierarchy`,
      entity,
      summary: `The persons related to a ${one}, and the links between them`,
      answer: 'Persons and links, for the relations diagram',
      read: (trx, tenant, id) => personHierarchy(trx, tenant, id, { from: entity }),
    });
    registerRelationsRoute(app, db, {
      url: `${entity.apiPath}/:id/ascendants`,
      entity,
      summary: `The persons naming a ${one} among their descendants, in registration order`,
      answer: 'Persons, each with the relation and stake it states',
      read: (trx, tenant, id) => personAscendants(trx, tenant, id, entity),
    });
  }
  registerRelationsRoute(app, db, {
    url: '/api/person/organizations/:id/hierarchy',
    entity: personEntity,
    summary: 'The persons related to an organisation (a person of type O), and the links between them',
    answer: 'Persons and links, for the relations diagram',
    permission: `read ${personEntity.apiPath}`,
    read: (trx, tenant, id) => personHierarchy(trx, tenant, id, { organizationOnly: true }),
  });
  app.get(
    '/api/person/organizations-with-ascendants',
    {
      config: { permission: `read ${personEntity.apiPath}` },
      schema: {
        tags: entityTags(personEntity),
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
