import multipart from '@fastify/multipart';
import { fileUploadPath, type RecordDocument } from '@lessor/domain/api';
import { documentEntity, type EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { entityTags } from '../entities/http/entity-route-schemas.ts';
import { type QueryString, single } from '../entities/http/read-list-request.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { documentName } from '../entities/writing/document-name.ts';
import { fileFieldsOf } from '../entities/writing/file-fields.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { storageOf } from '../storage/object-storage.ts';
import { storeUpload } from '../storage/store-upload.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import type { ConversionLimits } from './conversion/convert-document.ts';
import type { DocumentContentTokens } from './document-content-tokens.ts';
import { registerDocumentConversions } from './document-conversion.routes.ts';
import { documentType } from './document-fields.ts';
import { registerDocumentRecordContent } from './document-record-content.routes.ts';
import { documentSchemas } from './document-route-schemas.ts';
import { type DocumentMetadata, DocumentStore } from './document-store.ts';
import { checkWaitingFile, keepWaitingFile } from './field-file-uploads.ts';
import { documentUploadLimits, receiveDocumentUpload } from './receive-document-upload.ts';
import { sendDocumentContent } from './send-document-content.ts';

interface RecordRoute {
  Params: { id: string };
  Querystring: QueryString;
}

interface DocumentRoute {
  Params: { id: string; docId: string };
  Querystring: QueryString;
  Body: unknown;
}

/**
 * The documents of a record, under every entity the API writes (foundation.md §7, entity
 * sub-calls): list (`?type=INVOICE`, `sort=-type,name`), upload, read one, rename, delete, and
 * the content. Permissions are the record's: reading its documents needs 'read' on its
 * collection, changing them 'write'. The content answers a short-lived token in the query instead
 * of the session, since it opens in a new window or an image element. Uploads count against the
 * tenant's storage quota.
 */
export async function registerDocumentRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    catalogue: EntityCatalogue;
    tokens: DocumentContentTokens;
    storageQuotaBytes: number;
    conversionLimits: ConversionLimits;
    permissions: TenantPermissions;
  },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: documentUploadLimits });
    for (const entity of options.catalogue.entities) {
      if (entity.apiReadOnly) continue;
      // A Document's file is its content, served below; its records take no documents of their own.
      if (entity.documentTypes.length > 0) registerRecordDocuments(scope, { ...options, entity });
      if (fileFieldsOf(entity).length > 0) registerFileFieldUploads(scope, { ...options, entity });
    }
    if (options.catalogue.named(documentEntity.name)) registerDocumentRecordContent(scope, options);
  });
}

interface Context {
  db: Database;
  catalogue: EntityCatalogue;
  tokens: DocumentContentTokens;
  storageQuotaBytes: number;
  conversionLimits: ConversionLimits;
  entity: EntityDefinition;
}

function registerRecordDocuments(app: FastifyInstance, context: Context): void {
  const { db, catalogue, tokens, entity } = context;
  const listPath = `${entity.apiPath}/:id/documents`;
  const itemPath = `${listPath}/:docId`;
  const tags = entityTags(entity);

  /** Runs `work` on the documents of the record the path names, in the caller's tenant. */
  const onRecord = <T>(
    request: FastifyRequest<{ Params: { id: string } }>,
    work: (store: DocumentStore, trx: TenantTransaction) => Promise<T>,
  ) => {
    const { tenant } = actorOf(request);
    return withTenant(db.app, tenant, async (trx) =>
      work(await storeOf(trx, db, tenant, entity, request.params.id), trx),
    );
  };
  const withToken = async (request: FastifyRequest, document: DocumentMetadata): Promise<RecordDocument> => ({
    ...document,
    contentToken: await tokens.issue({
      ...actorOf(request),
      entityName: entity.name,
      documentId: document._id,
    }),
  });

  app.get<RecordRoute>(listPath, { schema: { ...documentSchemas.list, tags } }, async (request) => {
    const types = commaList(single(request.query, 'type'));
    const sort = commaList(single(request.query, 'sort'));
    const documents = await onRecord(request, (store) => store.list(types, sort));
    return Promise.all(documents.map((document) => withToken(request, document)));
  });

  app.get<DocumentRoute>(itemPath, { schema: { ...documentSchemas.read, tags } }, async (request) =>
    withToken(request, await onRecord(request, (store) => store.find(request.params.docId))),
  );

  app.post<RecordRoute>(listPath, { schema: { ...documentSchemas.upload, tags } }, async (request, reply) => {
    const { username, tenant } = actorOf(request);
    const added = await receiveDocumentUpload(request, (upload) => {
      const name = documentName(upload.name ?? upload.fileName);
      const where = { tenant, quotaBytes: context.storageQuotaBytes };
      return storeUpload(db, where, upload.file, async (trx, content) => {
        const store = await storeOf(trx, db, tenant, entity, request.params.id);
        const type = await documentType(trx, tenant, catalogue, entity, upload.type);
        const mimeType = upload.mimeType || 'application/octet-stream';
        const sortIndex =
          upload.fields.sortIndex === undefined ? undefined : readSortIndex(upload.fields.sortIndex);
        return store.add({ name, type, mimeType, content, sortIndex }, username);
      });
    });
    return reply.code(201).send(await withToken(request, added));
  });

  app.patch<DocumentRoute>(itemPath, { schema: { ...documentSchemas.change, tags } }, async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new LessorError('MISSING_BODY_PAYLOAD');
    const { name, type, sortIndex } = body as { name?: unknown; type?: unknown; sortIndex?: unknown };
    if (name === undefined && type === undefined && sortIndex === undefined)
      throw new LessorError('MISSING_FIELD_IN_BODY', ['name']);
    const { username, tenant } = actorOf(request);
    const changed = await onRecord(request, async (store, trx) =>
      store.change(
        request.params.docId,
        {
          ...(name !== undefined ? { name: documentName(name) } : {}),
          ...(type !== undefined ? { type: await documentType(trx, tenant, catalogue, entity, type) } : {}),
          ...(sortIndex !== undefined ? { sortIndex: readSortIndex(sortIndex) } : {}),
        },
        username,
      ),
    );
    return withToken(request, changed);
  });

  app.delete<DocumentRoute>(
    itemPath,
    { schema: { ...documentSchemas.remove, tags } },
    async (request, reply) => {
      await onRecord(request, (store) => store.remove(request.params.docId, actorOf(request).username));
      return reply.code(204).send();
    },
  );

  registerDocumentConversions(app, {
    itemPath,
    tags,
    storageQuotaBytes: context.storageQuotaBytes,
    limits: context.conversionLimits,
    onRecord,
    answer: withToken,
  });

  app.get<DocumentRoute>(
    `${itemPath}/content`,
    { config: { public: true }, schema: { ...documentSchemas.content, tags } },
    async (request, reply) => {
      const token = single(request.query, 'token');
      if (!token) throw new LessorError('MISSING_FIELD_IN_QUERY', ['token']);
      const grant = await tokens.verify(token);
      if (!grant || grant.documentId !== request.params.docId || grant.entityName !== entity.name)
        throw new LessorError('INVALID_TOKEN');
      // The token's tenant, never one the request could choose: another tenant's document stays unseen.
      const opened = await withTenant(db.app, grant.tenant, async (trx) =>
        (await storeOf(trx, db, grant.tenant, entity, request.params.id)).open(request.params.docId),
      );
      return sendDocumentContent(reply, request.query, opened);
    },
  );
}

/**
 * `POST {route}/uploads`: a file for one of the entity's file fields (multipart `file` and
 * `field`, optional `name`), kept until the save of a record claims it; answers the reference the
 * field holds. Writing the entity's records is what it asks of the caller.
 */
function registerFileFieldUploads(app: FastifyInstance, context: Context): void {
  const { db, entity } = context;
  const schema = { ...documentSchemas.fieldFileUpload, tags: entityTags(entity) };
  app.post(fileUploadPath(entity.apiPath), { schema }, async (request, reply) => {
    const { tenant, username } = actorOf(request);
    const stored = await receiveDocumentUpload(request, (upload) => {
      const file = checkWaitingFile(entity, upload);
      const where = { tenant, quotaBytes: context.storageQuotaBytes };
      return storeUpload(db, where, upload.file, (trx, content) =>
        keepWaitingFile(trx, storageOf(db), { tenant, entity }, { ...file, content }, username),
      );
    });
    return reply.code(201).send(stored);
  });
}

async function storeOf(
  trx: TenantTransaction,
  db: Database,
  tenant: string,
  entity: EntityDefinition,
  id: string,
): Promise<DocumentStore> {
  const row = await findRecordRow(trx, tenant, entity, id);
  const owner = { tenant, entityName: entity.name, recordId: row.id, registration: row.registration };
  return new DocumentStore(trx, owner, db);
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** An image's place: a whole number from 0, sent as a number or, in a multipart field, as text. */
function readSortIndex(value: unknown): number {
  const index = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > 1_000_000)
    throw new LessorError('INVALID_INTEGER_FIELD', ['sortIndex']);
  return index;
}
