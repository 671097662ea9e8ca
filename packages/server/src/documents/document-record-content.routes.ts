import { documentEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/actor-of.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { entityTags } from '../entities/http/entity-route-schemas.ts';
import { type QueryString, single } from '../entities/http/read-list-request.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { documentSchemas } from './document-route-schemas.ts';
import { DocumentStore, documentRecordsOf } from './document-store.ts';
import { sendDocumentContent } from './send-document-content.ts';

interface ContentRoute {
  Params: { id: string };
  Querystring: QueryString;
}

/**
 * A Document record's file, from the documents list rather than its record's page (foundation.md
 * §7): `GET /api/core/documents/{id}/content?entityName=Document` answers its bytes (or
 * `base64=true` JSON), `DELETE /api/core/documents/{id}/content` deletes the document and its
 * file. Reading documents, or writing them, is the permission, and the same on the record the
 * document belongs to: a profile that may not read invoices reads no invoice's file here either.
 */
export function registerDocumentRecordContent(
  app: FastifyInstance,
  {
    db,
    catalogue,
    permissions,
  }: { db: Database; catalogue: EntityCatalogue; permissions: TenantPermissions },
): void {
  const path = `${documentEntity.apiPath}/:id/content`;
  const assertMayOnOwner = async (request: FastifyRequest, method: 'GET' | 'PATCH', entityName: string) => {
    const owner = catalogue.named(entityName);
    if (owner) await authorizeRoute(request.session, permissions, catalogue, { method, url: owner.apiPath });
  };
  const tags = entityTags(documentEntity);

  app.get<ContentRoute>(
    path,
    {
      config: { permission: `read ${documentEntity.apiPath}` },
      schema: { ...documentSchemas.documentContent, tags },
    },
    async (request, reply) => {
      const entityName = single(request.query, 'entityName');
      if (entityName !== undefined && entityName !== documentEntity.name)
        throw new LessorError('INVALID_FIELD_IN_QUERY', ['entityName']);
      const { tenant } = actorOf(request);
      // The rights are read apart from the transaction: the embedded database has one session.
      const named = await withTenant(db.app, tenant, (trx) => fileOf(trx, tenant, request.params.id));
      await assertMayOnOwner(request, 'GET', named.entity_name);
      const opened = await withTenant(db.app, tenant, async (trx) => {
        const file = await fileOf(trx, tenant, named.id);
        const owner = {
          tenant,
          entityName: file.entity_name,
          recordId: file.record_id ?? '',
          registration: file.entity_registration ?? '',
        };
        return new DocumentStore(trx, owner, db).open(file.id);
      });
      return sendDocumentContent(reply, request.query, opened);
    },
  );

  app.delete<ContentRoute>(
    path,
    {
      config: { permission: `write ${documentEntity.apiPath}` },
      schema: { ...documentSchemas.removeDocumentContent, tags },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const named = await withTenant(db.app, actor.tenant, (trx) =>
        fileOf(trx, actor.tenant, request.params.id),
      );
      await assertMayOnOwner(request, 'PATCH', named.entity_name);
      await withTenant(db.app, actor.tenant, async (trx) => {
        const file = await fileOf(trx, actor.tenant, named.id);
        await documentRecordsOf(db).removeWithin(trx, actor, file.id);
      });
      return reply.code(204).send();
    },
  );
}

/** The file of the Document record `id` names (its id or registration); one without a file is refused. */
async function fileOf(trx: TenantTransaction, tenant: string, id: string) {
  const record = await findRecordRow(trx, tenant, documentEntity, id);
  const file = await trx
    .selectFrom('record_documents')
    .select(['id', 'entity_name', 'record_id', 'entity_registration'])
    .where('tenant', '=', tenant)
    .where('id', '=', record.id)
    .where('field', 'is', null)
    .executeTakeFirst();
  if (!file) throw new LessorError('DOCUMENT_WITHOUT_CONTENT', [record.registration]);
  return file;
}
