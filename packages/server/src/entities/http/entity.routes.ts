import type { EntityDefinition } from '@lessor/domain/entities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../auth/actor-of.ts';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import type { CollectionExtensions } from '../../collection-extension/collection-extensions.ts';
import type { Database } from '../../db/database.ts';
import { type AuditedRecord, auditRecord } from '../../logbook/register-access-logging.ts';
import { readAsTenant } from '../../tenancy/with-tenant.ts';
import type { EntityHooks } from '../hooks/entity-hooks.ts';
import { autocomplete } from '../reading/autocomplete.ts';
import { lazySerializer } from '../reading/lazy-serializer.ts';
import { listKpis } from '../reading/list-kpis.ts';
import { listRecordSchema, recordSchema } from '../reading/record-schema.ts';
import { EntityService } from '../writing/entity-service.ts';
import { entityRouteSchemas, recordComponents } from './entity-route-schemas.ts';
import { listAnswer } from './list-answer.ts';
import { projectRecord, type QueryString, readListRequest, single } from './read-list-request.ts';
import { tenantVariants } from './tenant-variants.ts';
import { writeOptions } from './write-options.ts';

interface ItemRoute {
  Params: { id: string };
  Querystring: QueryString;
}

interface EntityRoutesContext {
  db: Database;
  /** The entities served, which lists may include and whose workflows name status lists. */
  catalogue: EntityCatalogue;
  entity: EntityDefinition;
  hooks: EntityHooks | undefined;
  /** Each tenant's extra fields, which its answers carry and its lists filter, sort and show. */
  extensions: CollectionExtensions;
}

/** `/api/{domain}/{collection}` and `/{id}` for one entity, all from its declaration. */
export function registerEntityRoutes(app: FastifyInstance, context: EntityRoutesContext): void {
  const { db, catalogue, entity, hooks, extensions } = context;
  const variantOf = tenantVariants(entity, extensions, (extended) => ({
    entity: extended,
    service: new EntityService(db, catalogue, extended, hooks),
    asList: lazySerializer({ type: 'array', items: listRecordSchema(extended) }),
    asRecord: lazySerializer(recordSchema(extended)),
    asRecords: lazySerializer({ type: 'array', items: recordSchema(extended) }),
  }));
  const itemPath = `${entity.apiPath}/:id`;
  const schemas = entityRouteSchemas(entity);
  const config = { openApiComponents: recordComponents(entity) };
  const audited = (action: AuditedRecord['action'], record: unknown): AuditedRecord => ({
    action,
    entityName: entity.name,
    registration: String((record as { registration?: unknown }).registration ?? ''),
  });

  app.get<{ Querystring: QueryString }>(
    entity.apiPath,
    { schema: schemas.list, config },
    async (request, reply) => {
      const actor = actorOf(request);
      const { entity: extended, service, asList } = await variantOf(actor.tenant);
      const listRequest = readListRequest(catalogue, extended, request.query);
      const page = await service.list(actor, listRequest);
      return asList(reply, listAnswer(reply, request.query, listRequest, page));
    },
  );

  app.get<{ Querystring: QueryString }>(
    `${entity.apiPath}/autocomplete`,
    { schema: schemas.autocomplete, config },
    async (request) => {
      const actor = actorOf(request);
      const field = single(request.query, 'field');
      const prefix = single(request.query, 'search');
      const { entity: extended } = await variantOf(actor.tenant);
      return autocomplete(readAsTenant(db, actor.tenant), actor.tenant, extended, field, prefix);
    },
  );

  app.get<{ Querystring: QueryString }>(
    `${entity.apiPath}/kpis`,
    { schema: schemas.kpis, config },
    async (request) => {
      const actor = actorOf(request);
      const { entity: extended } = await variantOf(actor.tenant);
      const { filters, search } = readListRequest(catalogue, extended, request.query);
      return listKpis(readAsTenant(db, actor.tenant), actor.tenant, extended, {
        filters,
        ...(search ? { search } : {}),
      });
    },
  );

  app.get<ItemRoute>(itemPath, { schema: schemas.read, config }, async (request, reply) => {
    const actor = actorOf(request);
    const { service, asRecord } = await variantOf(actor.tenant);
    const found = await service.get(actor, request.params.id);
    auditRecord(request, audited('READ', found));
    const projection = single(request.query, 'projection');
    return asRecord(reply, projection ? projectRecord(found, projection) : found);
  });

  // Write routes exist for read-only entities too: the service refuses them with APPEND_ONLY,
  // a clearer answer than a missing route.
  // An array body creates every record or none (a paste of products, business-areas.md §7).
  app.post(entity.apiPath, { schema: schemas.create, config }, async (request, reply) => {
    const actor = actorOf(request);
    const { service, asRecord, asRecords } = await variantOf(actor.tenant);
    if (Array.isArray(request.body)) {
      const answer = await service.createMany(actor, request.body, writeOptions(request));
      auditRecord(request, {
        action: 'CREATE',
        entityName: entity.name,
        details: `${(answer.body as unknown[]).length} records created together`,
      });
      return asRecords(reply.code(answer.statusCode), answer.body);
    }
    const answer = await service.create(actor, request.body, writeOptions(request));
    auditRecord(request, audited('CREATE', answer.body));
    return asRecord(reply.code(answer.statusCode), answer.body);
  });

  /** What a replacement and a patch are given: who, which record, the body, and its guards. */
  const change = (request: FastifyRequest<ItemRoute>) =>
    [actorOf(request), request.params.id, request.body, writeOptions(request)] as const;

  app.put<ItemRoute>(itemPath, { schema: schemas.replace, config }, async (request, reply) => {
    const { service, asRecord } = await variantOf(actorOf(request).tenant);
    const replaced = await service.replace(...change(request));
    auditRecord(request, audited('UPDATE', replaced));
    return asRecord(reply, replaced);
  });

  app.patch<ItemRoute>(itemPath, { schema: schemas.patch, config }, async (request, reply) => {
    const { service, asRecord } = await variantOf(actorOf(request).tenant);
    const answer = await service.patch(...change(request));
    auditRecord(request, audited('UPDATE', answer.body));
    return asRecord(reply.code(answer.statusCode), answer.body);
  });

  app.delete<ItemRoute>(itemPath, { schema: schemas.remove, config }, async (request, reply) => {
    const { service } = await variantOf(actorOf(request).tenant);
    const registration = await service.remove(actorOf(request), request.params.id, writeOptions(request));
    auditRecord(request, { action: 'DELETE', entityName: entity.name, registration });
    return reply.code(204).send();
  });
}
