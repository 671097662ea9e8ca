import type { EntityDefinition } from '@lessor/domain/entities';
import { paginationHeaders } from '@lessor/domain/query';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/authenticate.plugin.ts';
import type { Database } from '../db/database.ts';
import { withTenant } from '../db/with-tenant.ts';
import { autocomplete } from './autocomplete.ts';
import { EntityService } from './entity-service.ts';
import { projectRecord, type QueryString, readListRequest, single } from './read-list-request.ts';
import { listRecordSchema, recordSchema } from './record-schema.ts';
import { writeOptions } from './write-options.ts';

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
    { schema: { response: { 200: { type: 'array', items: listRecordSchema(entity) } } } },
    async (request, reply) => {
      const listRequest = readListRequest(entity, request.query);
      const page = await service.list(actorOf(request), listRequest);
      reply.headers({
        [paginationHeaders.continues]: String(page.continues),
        [paginationHeaders.size]: String(listRequest.range.limit),
        [paginationHeaders.limit]: String(page.records.length),
        [paginationHeaders.offset]: String(listRequest.range.offset),
      });
      const projection = single(request.query, 'projection');
      return projection ? page.records.map((item) => projectRecord(item, projection)) : page.records;
    },
  );

  app.get<{ Querystring: QueryString }>(`${entity.apiPath}/autocomplete`, async (request) => {
    const actor = actorOf(request);
    const field = single(request.query, 'field');
    const prefix = single(request.query, 'search');
    return withTenant(db.app, actor.tenant, (trx) => autocomplete(trx, actor.tenant, entity, field, prefix));
  });

  app.get<ItemRoute>(itemPath, { schema: itemSchema }, async (request) => {
    const found = await service.get(actorOf(request), request.params.id);
    const projection = single(request.query, 'projection');
    return projection ? projectRecord(found, projection) : found;
  });

  if (entity.apiReadOnly) return;

  app.post(entity.apiPath, { schema: itemSchema }, async (request, reply) => {
    const answer = await service.create(actorOf(request), request.body, writeOptions(request));
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.put<ItemRoute>(itemPath, { schema: itemSchema }, (request) =>
    service.replace(actorOf(request), request.params.id, request.body, writeOptions(request)),
  );

  app.patch<ItemRoute>(itemPath, { schema: itemSchema }, async (request, reply) => {
    const answer = await service.patch(
      actorOf(request),
      request.params.id,
      request.body,
      writeOptions(request),
    );
    return reply.code(answer.statusCode).send(answer.body);
  });

  app.delete<ItemRoute>(itemPath, async (request, reply) => {
    await service.remove(actorOf(request), request.params.id, writeOptions(request));
    return reply.code(204).send();
  });
}
