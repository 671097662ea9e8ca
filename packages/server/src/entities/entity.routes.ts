import type { EntityDefinition } from '@lessor/domain/entities';
import { paginationHeaders } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/authenticate.plugin.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from './entity-service.ts';
import { projectRecord, type QueryString, readListRequest } from './read-list-request.ts';
import { recordSchema } from './record-schema.ts';

interface ItemRoute {
  Params: { id: string };
  Querystring: QueryString;
}

/** `/api/{domain}/{collection}` and `/{id}` for one entity, all from its declaration. */
export function registerEntityRoutes(app: FastifyInstance, db: Database, entity: EntityDefinition): void {
  const service = new EntityService(db, entity);
  const record = recordSchema(entity);
  const itemPath = `${entity.apiPath}/:id`;
  const itemSchema = { response: { 200: record, 201: record } };

  app.get<{ Querystring: QueryString }>(
    entity.apiPath,
    { schema: { response: { 200: { type: 'array', items: record } } } },
    async (request, reply) => {
      const listRequest = readListRequest(entity, request.query);
      const page = await service.list(actorOf(request), listRequest);
      reply.headers({
        [paginationHeaders.continues]: String(page.continues),
        [paginationHeaders.size]: String(listRequest.range.limit),
        [paginationHeaders.limit]: String(page.records.length),
        [paginationHeaders.offset]: String(listRequest.range.offset),
      });
      const projection = request.query.projection;
      return typeof projection === 'string'
        ? page.records.map((item) => projectRecord(item, projection))
        : page.records;
    },
  );

  app.post(entity.apiPath, { schema: itemSchema }, async (request, reply) => {
    reply.code(201);
    return service.create(actorOf(request), request.body);
  });

  app.get<ItemRoute>(itemPath, { schema: itemSchema }, async (request) => {
    const found = await service.get(actorOf(request), request.params.id);
    const projection = request.query.projection;
    return typeof projection === 'string' ? projectRecord(found, projection) : found;
  });

  app.put<ItemRoute>(itemPath, { schema: itemSchema }, (request) =>
    service.replace(actorOf(request), request.params.id, request.body),
  );

  app.patch<ItemRoute>(itemPath, { schema: itemSchema }, (request) =>
    service.patch(actorOf(request), request.params.id, request.body),
  );

  app.delete<ItemRoute>(itemPath, async (request, reply) => {
    await service.remove(actorOf(request), request.params.id);
    return reply.code(204).send();
  });
}
