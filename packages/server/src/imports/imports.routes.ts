import multipart from '@fastify/multipart';
import { type ImportRowState, importPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { parseRange } from '@lessor/domain/query';
import { isProcessingAction, type ProcessingAction } from '@lessor/domain/workflow';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { receiveDocumentUpload } from '../documents/receive-document-upload.ts';
import { type QueryString, single } from '../entities/http/read-list-request.ts';
import { documentedOnly, uploadedFileBody } from '../openapi/documented-only.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { readImport } from './import-record.ts';
import { readImportRows } from './import-rows.ts';
import { importableEntity } from './import-schema.ts';
import type { Imports } from './imports.ts';
import { readImportFile } from './read-import-file.ts';

/** The largest file imported: some 500,000 rows of a dozen columns. */
const maxImportBytes = 100 * 1024 * 1024;
const rowStates: readonly ImportRowState[] = ['PENDING', 'WRITTEN', 'REFUSED'];
const tags = ['Imports'];

interface ImportRoute {
  Params: { id: string; action?: string };
  Querystring: QueryString;
  Body: unknown;
}

/**
 * The imports of /imports (foundation.md §1): upload a file, read an import's progress and rows,
 * act on it. Every call needs the named permission 'read imports' or 'write imports'
 * (foundation.md §6); an upload and the actions that write or remove records also need the right
 * to write the entity imported into, checked as its own API checks it.
 */
export async function registerImportRoutes(
  app: FastifyInstance,
  options: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions; imports: Imports },
): Promise<void> {
  const { db, catalogue, permissions, imports } = options;
  const mayWriteInto = async (request: FastifyRequest, entityName: unknown) => {
    const entity = importableEntity(catalogue, entityName);
    await authorizeRoute(request.session, permissions, catalogue, { method: 'POST', url: entity.apiPath });
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 4, parts: 5 } });
    scope.post(
      importPaths.upload,
      {
        config: { permission: 'write imports' },
        schema: {
          tags,
          summary: 'Upload a file of records (.xlsx or .csv) as a new draft import',
          description: 'Multipart fields beside `file`: `entity` (the entity name) and `locale`.',
          body: uploadedFileBody(),
          response: { 201: { description: 'The import, its columns mapped as proposed' } },
        },
      },
      async (request, reply) => {
        const view = await receiveDocumentUpload(
          request,
          async (upload) => {
            await mayWriteInto(request, upload.fields.entity);
            return imports.upload(actorOf(request), {
              entityName: upload.fields.entity,
              fileName: upload.fileName,
              locale: upload.fields.locale || 'en-US',
              rows: readImportFile(upload.file.path, upload.fileName),
            });
          },
          { maxBytes: maxImportBytes },
        );
        return reply.status(201).send(view);
      },
    );
  });

  app.get<ImportRoute>(
    importPaths.progress(':id'),
    {
      config: { permission: 'read imports' },
      schema: { tags, summary: "An import's columns, its rows counted by state, and the actions it allows" },
    },
    (request) => imports.view(actorOf(request), request.params.id),
  );

  app.get<ImportRoute>(
    importPaths.rows(':id'),
    {
      config: { permission: 'read imports' },
      schema: {
        tags,
        summary: "An import's rows in file order, with the record each became or why it was refused",
        querystring: documentedOnly({
          type: 'object',
          properties: {
            state: { type: 'string', enum: [...rowStates] },
            range: { type: 'string', description: 'Rows start-end, inclusive, at most 1000' },
          },
        }),
      },
    },
    async (request) => {
      const state = single(request.query, 'state');
      if (state !== undefined && !(rowStates as readonly string[]).includes(state))
        throw new LessorError('INVALID_FIELD_IN_QUERY', ['state']);
      const { offset, limit } = parseRange(single(request.query, 'range'));
      const actor = actorOf(request);
      return withTenant(db.app, actor.tenant, async (trx) => {
        const record = await readImport(trx, actor, request.params.id);
        return readImportRows(trx, record._id as string, {
          ...(state ? { state: state as ImportRowState } : {}),
          offset,
          limit,
        });
      });
    },
  );

  app.post<ImportRoute>(
    importPaths.action(':id', ':action' as ProcessingAction),
    {
      config: { permission: 'write imports' },
      schema: {
        tags,
        summary: 'Act on an import: DO, STOP_FETCHING, CONTINUE, RESET, UNDO or COMPLETE',
        body: documentedOnly({
          type: 'object',
          properties: {
            columns: {
              type: 'object',
              description: 'DO: the field each column fills, by position; null leaves it out',
              additionalProperties: { type: ['string', 'null'] },
            },
          },
        }),
      },
    },
    async (request) => {
      const action = request.params.action ?? '';
      if (!isProcessingAction(action)) throw new LessorError('INVALID_FIELD_IN_PATH', ['action']);
      const actor = actorOf(request);
      if (action === 'DO' || action === 'CONTINUE' || action === 'UNDO') {
        const { entityName } = await withTenant(db.app, actor.tenant, (trx) =>
          readImport(trx, actor, request.params.id),
        );
        await mayWriteInto(request, entityName);
      }
      const body = (request.body ?? {}) as { columns?: unknown };
      if (typeof body !== 'object' || Array.isArray(body))
        throw new LessorError('INVALID_FIELD_IN_BODY', ['body']);
      return imports.act(actor, request.params.id, action, body);
    },
  );
}
