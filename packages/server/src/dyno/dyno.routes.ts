import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { listAnswer } from '../entities/http/list-answer.ts';
import { listFiltersDescription, listQuerySchema } from '../entities/http/list-query-schema.ts';
import { type QueryString, readListRequest } from '../entities/http/read-list-request.ts';
import { writeHeaders, writeOptions } from '../entities/http/write-options.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { documentedOnly, pathParams } from '../openapi/documented-only.ts';
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
  const readable = { permission: 'read /api/dyno' };
  const writable = { permission: 'write /api/dyno' };

  app.get<DynoRoute>(
    '/api/dyno/:name',
    { config: readable, schema: dynoSchemas.list },
    async (request, reply) => {
      const { entity, service } = await serviceFor(request);
      const listRequest = readListRequest(catalogue, entity, request.query);
      const page = await service.list(actorOf(request), listRequest);
      return listAnswer(reply, request.query, listRequest, page);
    },
  );

  app.post<DynoRoute>(
    '/api/dyno/:name',
    { config: writable, schema: dynoSchemas.create },
    async (request, reply) => {
      const { service } = await serviceFor(request);
      const answer = await service.create(actorOf(request), request.body, writeOptions(request));
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get<DynoRoute>(
    '/api/dyno/:name/:id',
    { config: readable, schema: dynoSchemas.read },
    async (request) => {
      const { service } = await serviceFor(request);
      return service.get(actorOf(request), request.params.id ?? '');
    },
  );

  app.patch<DynoRoute>(
    '/api/dyno/:name/:id',
    { config: writable, schema: dynoSchemas.patch },
    async (request, reply) => {
      const { service } = await serviceFor(request);
      const answer = await service.patch(
        actorOf(request),
        request.params.id ?? '',
        request.body,
        writeOptions(request),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.put<DynoRoute>(
    '/api/dyno/:name/:id',
    { config: writable, schema: dynoSchemas.replace },
    async (request) => {
      const { service } = await serviceFor(request);
      return service.replace(actorOf(request), request.params.id ?? '', request.body, writeOptions(request));
    },
  );

  app.delete<DynoRoute>(
    '/api/dyno/:name/:id',
    { config: writable, schema: dynoSchemas.remove },
    async (request, reply) => {
      const { service } = await serviceFor(request);
      await service.remove(actorOf(request), request.params.id ?? '', writeOptions(request));
      return reply.code(204).send();
    },
  );
}

const name = "The entity's name in the tenant's dyno-descriptors";
const nameParams = pathParams({ name });
const itemParams = pathParams({ name, id: 'Id or registration' });
const tags = ['Dynamic entities'];
const record = documentedOnly({ description: 'A record, as its descriptor declares it', type: 'object' });
const answer = (description: string) => documentedOnly({ description });

/** The engine reads every part itself, against a declaration known only at run time. */
const dynoSchemas = {
  list: {
    tags,
    summary: 'List the records of a dynamic entity',
    description: listFiltersDescription,
    params: nameParams,
    querystring: listQuerySchema(undefined),
    response: { 200: answer('A page of records') },
  },
  create: {
    tags,
    summary: 'Create a record of a dynamic entity',
    params: nameParams,
    headers: writeHeaders.create,
    body: record,
    response: { 201: answer('Created'), 200: answer('The first answer to this Idempotency-Key') },
  },
  read: {
    tags,
    summary: 'Read a record of a dynamic entity',
    params: itemParams,
    response: { 200: answer('The record') },
  },
  patch: {
    tags,
    summary: 'Change some fields of a record of a dynamic entity',
    params: itemParams,
    headers: writeHeaders.patch,
    body: record,
    response: { 200: answer('Changed') },
  },
  replace: {
    tags,
    summary: 'Replace a record of a dynamic entity',
    params: itemParams,
    headers: writeHeaders.replace,
    body: record,
    response: { 200: answer('Replaced') },
  },
  remove: {
    tags,
    summary: 'Delete a record of a dynamic entity',
    params: itemParams,
    headers: writeHeaders.replace,
    response: { 204: { description: 'Deleted', type: 'null' } },
  },
};
