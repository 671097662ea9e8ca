import {
  type PrintFormatName,
  type PrintTemplateChoice,
  printTemplatesOf,
  printTemplatesPath,
} from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { contentHeaders } from '../documents/content-headers.ts';
import type { ConversionLimits } from '../documents/conversion/convert-document.ts';
import { officeToPdf } from '../documents/conversion/libre-office.ts';
import { single } from '../entities/http/read-list-request.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { fileAnswer, pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { renderPrint } from './render-print.ts';
import { fillTenantTemplate, findTemplate, templateChoices, tenantTemplatesOf } from './tenant-templates.ts';

const tags = ['Printing'];
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Context {
  db: Database;
  catalogue: EntityCatalogue;
  conversionLimits: ConversionLimits;
}

/**
 * A record's Print (docs/printing.md), under every entity the API writes: `GET {entity route}/
 * print-templates` lists what its records print with (the built-in layouts, then the tenant's Word
 * templates), and `GET {entity route}/{id}/print/{template}` prints one: a built-in layout as a
 * PDF; a Word template filled with the record, as a PDF through LibreOffice or, with
 * `format=docx`, as the Word file itself. Reading the record is the permission.
 */
export function registerPrintRoutes(app: FastifyInstance, context: Context): void {
  for (const entity of context.catalogue.entities) {
    if (entity.apiReadOnly) continue;
    registerEntityPrint(app, context, entity);
  }
}

function registerEntityPrint(app: FastifyInstance, context: Context, entity: EntityDefinition): void {
  const { db, catalogue } = context;
  const records = new EntityService(db, catalogue, entity);
  const layouts = printTemplatesOf(entity.name);
  const permission = `read ${entity.apiPath}`;

  app.get(
    printTemplatesPath(entity.apiPath),
    {
      config: { permission },
      schema: {
        tags,
        summary: `What a ${entity.label} prints with: built-in layouts and the tenant's Word templates`,
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { name: { type: 'string' }, title: { type: 'string' }, kind: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request): Promise<PrintTemplateChoice[]> => {
      const { tenant } = actorOf(request);
      const templates = await withTenant(db.app, tenant, (trx) =>
        tenantTemplatesOf(trx, tenant, entity.name),
      );
      return [
        ...layouts.map(({ name, title }) => ({ name, title, kind: 'built-in' as const })),
        ...templateChoices(templates),
      ];
    },
  );

  app.get<{ Params: { id: string; template: string }; Querystring: Record<string, string> }>(
    `${entity.apiPath}/:id/print/:template`,
    {
      config: { permission },
      schema: {
        tags,
        summary: `Print a ${entity.label} with a built-in layout or one of the tenant's Word templates`,
        params: pathParams({
          id: 'Registration or id',
          template: layouts.length
            ? `One of ${layouts.map(({ name }) => name).join(', ')}, or a template's report registration`
            : "A template's report registration",
        }),
        response: { 200: fileAnswer('The PDF, shown inline; or the Word file, with format=docx') },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const today = new Date().toISOString().slice(0, 10);
      const layout = layouts.find(({ name }) => name === request.params.template);
      if (layout) {
        const record = await records.get(actor, request.params.id);
        const printed = await withTenant(db.app, actor.tenant, (trx) =>
          renderPrint({ trx, actor, catalogue }, layout.name, record, today),
        );
        return sendFile(reply, printed.fileName, 'application/pdf', printed.pdf);
      }
      const format = readFormat(single(request.query, 'format'));
      const template = await withTenant(db.app, actor.tenant, async (trx) =>
        findTemplate(await tenantTemplatesOf(trx, actor.tenant, entity.name), request.params.template),
      );
      const record = await records.get(actor, request.params.id);
      const { baseName, docx } = await withTenant(db.app, actor.tenant, (trx) =>
        fillTenantTemplate({ trx, db, actor }, entity, record, template, today),
      );
      if (format === 'docx') return sendFile(reply, `${baseName}.docx`, docxType, docx);
      // Converted once the transaction is over: LibreOffice may take seconds.
      const pdf = await officeToPdf({ name: `${baseName}.docx`, bytes: docx }, context.conversionLimits);
      return sendFile(reply, `${baseName}.pdf`, 'application/pdf', pdf);
    },
  );
}

function readFormat(value: string | undefined): PrintFormatName {
  if (value === undefined || value === 'pdf') return 'pdf';
  if (value === 'docx') return 'docx';
  throw new LessorError('INVALID_FIELD_IN_QUERY', ['format']);
}

function sendFile(reply: FastifyReply, name: string, mimeType: string, bytes: Uint8Array) {
  reply.headers(contentHeaders({ name, mimeType }, 'inline'));
  reply.header('cache-control', 'no-store');
  return reply.send(Buffer.from(bytes));
}
