import { printTemplates, printTemplatesOf } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { contentHeaders } from '../documents/content-headers.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { fileAnswer, pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { renderPrint } from './render-print.ts';

/**
 * `GET {entity route}/{id}/print/{template}` (docs/printing.md): the record printed with one of its
 * entity's built-in layouts, as a PDF shown in the browser. Reading the record is the permission.
 */
export function registerPrintRoutes(app: FastifyInstance, db: Database, catalogue: EntityCatalogue): void {
  for (const entityName of new Set(printTemplates.map((template) => template.entityName))) {
    const entity = catalogue.named(entityName);
    if (!entity) continue;
    const records = new EntityService(db, catalogue, entity);
    const names = printTemplatesOf(entity.name).map((template) => template.name);
    app.get<{ Params: { id: string; template: string } }>(
      `${entity.apiPath}/:id/print/:template`,
      {
        config: { permission: `read ${entity.apiPath}` },
        schema: {
          tags: ['Printing'],
          summary: `Print a ${entity.label} with a built-in layout, as a PDF`,
          params: pathParams({ id: 'Registration or id', template: `One of ${names.join(', ')}` }),
          response: { 200: fileAnswer('The PDF, shown inline') },
        },
      },
      async (request, reply) => {
        const template = printTemplatesOf(entity.name).find(({ name }) => name === request.params.template);
        if (!template) throw new LessorError('INVALID_FIELD_IN_PATH', ['template']);
        const actor = actorOf(request);
        const record = await records.get(actor, request.params.id);
        const today = new Date().toISOString().slice(0, 10);
        const printed = await withTenant(db.app, actor.tenant, (trx) =>
          renderPrint({ trx, actor, catalogue }, template.name, record, today),
        );
        reply.headers(contentHeaders({ name: printed.fileName, mimeType: 'application/pdf' }, 'inline'));
        reply.header('cache-control', 'no-store');
        return reply.send(Buffer.from(printed.pdf));
      },
    );
  }
}
