import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { listAnswer } from '../entities/http/list-answer.ts';
import { type QueryString, readListRequest } from '../entities/http/read-list-request.ts';
import { writeOptions } from '../entities/http/write-options.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { readDynoEntity } from './read-dyno-entity.ts';

interface DynoRoute {
  Params: { name: string; id?: string };
  Querystring: QueryString;
}

/**
 * `/api/dyno/{name}` and `/{id}`: the entities a tenant declares at run time, on the generic engine.
 * They are not in the catalogue, which a list still reads for its includes.
 */
export function registerDynoRoutes(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  const serviceFor = async (request: FastifyRequest<DynoRoute>) => {
    const { tenant } = actorOf(request);
    const entity = await withTenant(db.app, tenant, (trx) =>
      readDynoEntity(trx, tenant, request.params.name),
    );
    return { entity, service: new EntityService(db, catalogue, entity) };
  };
  const config = { config: { permission: 'write /api/dyno' } };

  app.get<DynoRoute>(
    '/api/dyno/:name',
    { config: { permission: 'read /api/dyno' } },
    async (request, reply) => {
      const { entity, service } = await serviceFor(request);
      const listRequest = readListRequest(catalogue, entity, request.query);
      const page = await service.list(actorOf(request), listRequest);
      return listAnswer(reply, request.query, listRequest, page);
    },
  );

  app.post<DynoRoute>('/api/dyno/:name', config, async (request, reply) => {
    const { service } = await serviceFor(request);
    const answer = await service.create(actorOf(request), request.body, writeOptions(request));
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.get<DynoRoute>('/api/dyno/:name/:id', { config: { permission: 'read /api/dyno' } }, async (request) => {
    const { service } = await serviceFor(request);
    return service.get(actorOf(request), request.params.id ?? '');
  });

  app.patch<DynoRoute>('/api/dyno/:name/:id', config, async (request, reply) => {
    const { service } = await serviceFor(request);
    const answer = await service.patch(
      actorOf(request),
      request.params.id ?? '',
      request.body,
      writeOptions(request),
    );
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.put<DynoRoute>('/api/dyno/:name/:id', config, async (request) => {
    const { service } = await serviceFor(request);
    return service.replace(actorOf(request), request.params.id ?? '', request.body, writeOptions(request));
  });

  app.delete<DynoRoute>('/api/dyno/:name/:id', config, async (request, reply) => {
    const { service } = await serviceFor(request);
    await service.remove(actorOf(request), request.params.id ?? '', writeOptions(request));
    return reply.code(204).send();
  });
}
