import { configurationDocumentNames } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { residualValueParametersFault } from '@lessor/domain/finance';
import {
  profilesPermissionsDocument,
  profilesScreensDocument,
  profilesScreensFault,
} from '@lessor/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor-of.ts';
import { checkCollectionExtension } from '../../collection-extension/check-collection-extension.ts';
import { collectionExtensionDocument } from '../../collection-extension/read-collection-extension.ts';
import { checkCronList, cronListDocument } from '../../crons/cron-list.ts';
import type { Database } from '../../db/database.ts';
import { checkDynoDescriptors } from '../../dyno/check-dyno-descriptor.ts';
import { documentedOnly } from '../../openapi/documented-only.ts';
import { assertAdmin } from '../../permissions/assert-admin.ts';
import { recordSystemEvent } from '../../system-events/record-system-event.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { checkTenantConfig } from '../check-tenant-config.ts';
import { readConfigurationDocument, writeConfigurationDocument } from '../configuration-document-store.ts';

/**
 * The configuration documents a tenant's administrators write (foundation.md §3, global
 * configuration documents, and the documents the engines read: workflows, lists, the user
 * configuration with its menus and list pages).
 */
const documentNames = new Set<string>(configurationDocumentNames);

/** The documents an engine reads are checked as they are saved, so a fault is the writer's 400. */
const documentChecks: Readonly<Record<string, (value: Record<string, unknown>) => void>> = {
  'dyno-descriptors': checkDynoDescriptors,
  [collectionExtensionDocument]: checkCollectionExtension,
  'tenant-config': checkTenantConfig,
  'residual-value-parameters': checkResidualValueParameters,
  [cronListDocument]: checkCronList,
  [profilesScreensDocument]: checkProfilesScreens,
};

/** Each profile's screens are a list of routes (docs/identity-and-access.md). */
function checkProfilesScreens(value: Record<string, unknown>): void {
  const fault = profilesScreensFault(value);
  if (fault) throw new LessorError('INVALID_FIELD_IN_CONFIG', [fault]);
}

/** A company's depreciation parameters (docs/vehicle-catalogue.md), checked whole before they are kept. */
function checkResidualValueParameters(value: Record<string, unknown>): void {
  const fault = residualValueParametersFault(value);
  if (fault) throw new LessorError('INVALID_FIELD_IN_CONFIG', [fault]);
}

const path = '/api/core/configuration-documents/:name';
const tags = ['Configuration documents'];
/** `knownName` checks it, with the catalogue's code. */
const nameParams = documentedOnly({
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', enum: [...documentNames] } },
});

/**
 * `GET` and `PUT /api/core/configuration-documents/{name}`: a document's current version, and a
 * new version of it (`{value}`); every version is kept. The route's permission is
 * 'read|write /api/core/configuration-documents', which administrators hold; profilesPermissions
 * is written by administrators only.
 */
export function registerConfigurationDocumentRoutes(app: FastifyInstance, db: Database): void {
  const readSchema = {
    tags,
    summary: "The current version of one of the tenant's configuration documents",
    params: nameParams,
    response: { 200: { description: 'The document: its value, version and author' } },
  };
  app.get<{ Params: { name: string } }>(path, { schema: readSchema }, async (request) => {
    const name = knownName(request.params.name);
    const { tenant } = actorOf(request);
    const document = await withTenant(db.app, tenant, (trx) => readConfigurationDocument(trx, tenant, name));
    if (!document) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Configuration document', name]);
    return document;
  });

  app.put<{ Params: { name: string }; Body: { value: Record<string, unknown> } }>(
    path,
    {
      schema: {
        tags,
        summary: 'A new version of a configuration document',
        params: nameParams,
        response: { 200: { description: 'The version written' } },
        body: {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: { value: { type: 'object' } },
        },
      },
    },
    async (request) => {
      const name = knownName(request.params.name);
      // Who may do or see what is for admins to say, whatever permissions a profile holds.
      if (name === profilesPermissionsDocument || name === profilesScreensDocument)
        assertAdmin(request.session);
      documentChecks[name]?.(request.body.value);
      const actor = actorOf(request);
      const written = await withTenant(db.app, actor.tenant, (trx) =>
        writeConfigurationDocument(trx, actor.tenant, name, request.body.value, actor.username),
      );
      void recordSystemEvent(
        db,
        actor,
        { type: 'CONFIGURATION', level: 'INFO', message: `Configuration document "${name}" changed` },
        request.log,
      );
      return written;
    },
  );
}

function knownName(name: string): string {
  if (!documentNames.has(name)) throw new LessorError('INVALID_FIELD_IN_PATH', ['name']);
  return name;
}
