import { type CatalogName, catalogNames, catalogPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { pathParams } from '../../openapi/documented-only.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import {
  catalogCredentialStates,
  clearCatalogCredential,
  setCatalogCredential,
} from '../credentials/catalog-credentials.ts';

const tags = ['Vehicle catalogue'];
const params = pathParams({ catalog: `One of ${catalogNames.join(', ')}` });

function catalogOf(name: string): CatalogName {
  const catalog = catalogNames.find((known) => known === name.toUpperCase());
  if (!catalog) throw new LessorError('INVALID_FIELD_IN_PATH', ['catalog']);
  return catalog;
}

/**
 * A tenant's API keys of remote catalogues: `GET /api/external/catalog-credentials` tells which
 * are set (never a key), `PUT .../{catalog}` sets one (`{apiKey}`), sealed; `DELETE` forgets it.
 * Administrators only: a key is the company's contract with its provider.
 */
export function registerCatalogCredentialRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    catalogPaths.credentials,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: 'Which catalogues have an API key, set by whom and when',
        response: {
          200: {
            description: 'One entry per catalogue name',
            type: 'array',
            items: {
              type: 'object',
              properties: {
                catalog: { type: 'string' },
                isSet: { type: 'boolean' },
                updatedAt: { type: ['string', 'null'] },
                updatedBy: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { tenant } = request.session;
      return withTenant(db.app, tenant, (trx) => catalogCredentialStates(trx, tenant));
    },
  );

  app.put<{ Params: { catalog: string }; Body: { apiKey: string } }>(
    `${catalogPaths.credentials}/:catalog`,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Set a catalogue's API key, kept sealed",
        params,
        body: {
          type: 'object',
          required: ['apiKey'],
          additionalProperties: false,
          properties: { apiKey: { type: 'string', minLength: 1, maxLength: 1000, writeOnly: true } },
        },
        response: { 204: { description: 'Kept', type: 'null' } },
      },
    },
    async (request, reply) => {
      const catalog = catalogOf(request.params.catalog);
      const apiKey = request.body.apiKey.trim();
      if (apiKey === '') throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', ['apiKey']);
      const { tenant, username } = request.session;
      await withTenant(db.app, tenant, (trx) =>
        setCatalogCredential(trx, db.secrets, { tenant, catalog, apiKey, username }),
      );
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { catalog: string } }>(
    `${catalogPaths.credentials}/:catalog`,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Forget a catalogue's API key",
        params,
        response: { 204: { description: 'Forgotten', type: 'null' } },
      },
    },
    async (request, reply) => {
      const catalog = catalogOf(request.params.catalog);
      const { tenant } = request.session;
      await withTenant(db.app, tenant, (trx) => clearCatalogCredential(trx, tenant, catalog));
      return reply.code(204).send();
    },
  );
}
