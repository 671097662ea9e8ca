import { type ExportRequest, type ExportView, exportPaths } from '@lessor/domain/api';
import { batchEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { entityOfTenant } from '../collection-extension/read-collection-extension.ts';
import type { Database } from '../db/database.ts';
import type { DocumentContentTokens } from '../documents/document-content-tokens.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { readJobRecord, writeJobState } from '../jobs/job-record.ts';
import { auditRecord } from '../logbook/register-access-logging.ts';
import { documentedOnly } from '../openapi/documented-only.ts';
import { isAnyAdmin } from '../permissions/assert-admin.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type ExportJob, exportJobName } from './run-export.ts';

const tags = ['Exports'];
const formats = ['xlsx', 'csv'] as const;

/**
 * Exports of a list's whole search (foundation.md §2, /exports): `POST /api/script/exports` queues
 * the job and answers its Batch record; `GET /api/script/exports/{id}` answers the batch and, once
 * written, its file with a short-lived content token. Reading the exported entity is what an
 * export asks; its file is its author's (and administrators').
 */
export function registerExportRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    catalogue: EntityCatalogue;
    permissions: TenantPermissions;
    queue: JobQueue;
    tokens: DocumentContentTokens;
  },
): void {
  const { db, catalogue, permissions, queue, tokens } = options;
  const batches = new EntityService(db, catalogue, batchEntity);

  app.post<{ Body: unknown }>(
    exportPaths.start,
    {
      config: { permission: false },
      schema: {
        tags,
        summary: "Write a list's whole search to an .xlsx or .csv file, as a job",
        body: documentedOnly({
          type: 'object',
          required: ['entity', 'query', 'columns', 'fileName', 'format'],
          properties: {
            entity: { type: 'string' },
            query: { type: 'object', additionalProperties: { type: 'string' } },
            columns: { type: 'array', items: { type: 'object', required: ['key', 'headerLabel'] } },
            fileName: { type: 'string' },
            format: { type: 'string', enum: [...formats] },
          },
        }),
        response: { 201: { description: 'The export, a Batch record of type EXPORT, running' } },
      },
    },
    async (request, reply) => {
      const body = readExportRequest(request.body);
      const declared = catalogue.named(body.entity);
      if (!declared || declared.apiReadOnly) throw new LessorError('UNSUPPORTED_ENTITY', [body.entity]);
      await authorizeRoute(request.session, permissions, catalogue, { method: 'GET', url: declared.apiPath });
      // The list exported may show and filter the tenant's own fields.
      const tenant = request.session.tenant;
      const entity = await withTenant(db.app, tenant, (trx) => entityOfTenant(trx, tenant, declared));
      // Refused now, with the list's own errors, rather than by the job.
      readListRequest(catalogue, entity, body.query);
      for (const column of body.columns) {
        const [field] = column.key.split('.');
        if (!field || !(field in entity.fields || field === 'registration' || field.startsWith('_')))
          throw new LessorError('INVALID_FIELD_VALUE', [column.key, 'columns']);
      }
      const actor = actorOf(request);
      const record = await withTenant(db.app, actor.tenant, async (trx) => {
        const [created] = await batches.createWithin(trx, actor, [
          { name: body.fileName, type: 'EXPORT', scriptName: 'export', entityName: entity.name },
        ]);
        if (!created) throw new Error('unreachable: one body gives one record');
        return writeJobState(trx, actor, batchEntity, created, {
          status: 'PROCESSING',
          processed: 0,
          startedAt: new Date().toISOString(),
        });
      });
      const separator = new Intl.NumberFormat(
        String(request.headers['accept-language'] ?? 'en').split(',')[0],
      )
        .format(1.5)
        .includes(',')
        ? ';'
        : ',';
      await queue.send<ExportJob>(exportJobName, {
        tenant: actor.tenant,
        username: actor.username,
        batchId: record._id as string,
        request: body,
        separator,
      });
      auditRecord(request, {
        action: 'EXPORT',
        entityName: entity.name,
        details:
          `Export ${record.registration} of ${entity.pluralLabel ?? entity.name}: ${JSON.stringify(body.query ?? {})}`.slice(
            0,
            2000,
          ),
      });
      return reply.status(201).send({ record } satisfies ExportView);
    },
  );

  app.get<{ Params: { id: string } }>(
    exportPaths.export(':id'),
    {
      config: { permission: false },
      schema: { tags, summary: 'An export and, once written, its file' },
    },
    async (request): Promise<ExportView> => {
      const actor = actorOf(request);
      return withTenant(db.app, actor.tenant, async (trx) => {
        const record = await readJobRecord(trx, actor, batchEntity, request.params.id);
        const mine = record._insertUser === actor.username || isAnyAdmin(request.session);
        if (record.type !== 'EXPORT' || !mine) throw notFound(request);
        const [document] = await new DocumentStore(
          trx,
          {
            tenant: actor.tenant,
            entityName: batchEntity.name,
            recordId: record._id as string,
            registration: record.registration,
          },
          db,
        ).list(['EXPORT'], []);
        if (!document) return { record };
        const contentToken = await tokens.issue({
          ...actor,
          entityName: batchEntity.name,
          documentId: document._id,
        });
        return { record, document: { ...document, contentToken } };
      });
    },
  );
}

function notFound(request: FastifyRequest<{ Params: { id: string } }>): LessorError {
  return new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [batchEntity.label, request.params.id]);
}

function readExportRequest(body: unknown): ExportRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new LessorError('MISSING_BODY_PAYLOAD');
  const { entity, query, columns, fileName, format } = body as Record<string, unknown>;
  if (typeof entity !== 'string' || entity === '') throw new LessorError('MISSING_FIELD_IN_BODY', ['entity']);
  if (
    !query ||
    typeof query !== 'object' ||
    Array.isArray(query) ||
    Object.values(query).some((value) => typeof value !== 'string')
  )
    throw new LessorError('INVALID_FIELD_IN_BODY', ['query']);
  if (!Array.isArray(columns) || columns.length === 0 || !columns.every(isColumn))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['columns']);
  if (typeof fileName !== 'string' || fileName.trim() === '' || fileName.length > 200)
    throw new LessorError('INVALID_FIELD_IN_BODY', ['fileName']);
  if (!(formats as readonly unknown[]).includes(format))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['format']);
  return {
    entity,
    query: query as Record<string, string>,
    columns: columns as ExportRequest['columns'],
    fileName: fileName.trim(),
    format: format as ExportRequest['format'],
  };
}

function isColumn(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { key, headerLabel } = value as Record<string, unknown>;
  return typeof key === 'string' && key !== '' && typeof headerLabel === 'string';
}
