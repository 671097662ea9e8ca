import { type CatalogAssetData, catalogNames, catalogPaths, catalogRunPath } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { documentedOnly } from '../../openapi/documented-only.ts';
import { catalogModelToAsset } from '../catalog-model-to-asset.ts';
import type { CatalogServices } from '../catalog-provider-of-tenant.ts';
import { arrayOf, modelSchema } from './catalog-route-schemas.ts';
import { searchCatalog } from './search-catalog.ts';

const tags = ['Vehicle catalogue'];

/**
 * The catalogue's script runs (business-areas.md §7): `POST /api/script/runs/lectura-to-asset`
 * turns catalogue data into asset data, and `GET /api/script/runs/{catalog}?search=` searches a
 * named catalogue (EMPREKIS, AUTOVISTA...) with the provider the tenant configured for it. Each
 * is its own route: no generic runner of tenant scripts answers `/api/script/runs/{name}` yet.
 */
export function registerCatalogRunRoutes(
  app: FastifyInstance,
  db: Database,
  services: CatalogServices,
): void {
  app.post<{ Body: unknown }>(
    catalogPaths.lecturaToAsset,
    {
      config: { permission: 'read /api/external/lectura' },
      schema: {
        tags,
        summary: 'The asset fields a catalogue model gives; an empty object for data that is no model',
        // Any catalogue's data is accepted: what is no model gives `{}`, as the client expects.
        body: documentedOnly({ ...modelSchema, description: 'A model as the catalogue answers it' }),
        response: {
          200: {
            description: 'name, manufacturer, model, category, unitPrice when known, paramsCatalog',
            type: 'object',
            properties: {
              name: { type: 'string' },
              type: { type: 'string' },
              manufacturer: { type: 'string' },
              model: { type: 'string' },
              category: { type: 'string' },
              categories: {
                type: 'array',
                items: { type: 'object', properties: { name: { type: 'string' }, code: { type: 'string' } } },
              },
              unitPrice: { type: 'number' },
              currency: { type: 'string' },
              taxCode: { type: 'string' },
              paramsCatalog: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
    async (request): Promise<CatalogAssetData> => catalogModelToAsset(request.body, 'LECTURA'),
  );

  for (const catalog of catalogNames) {
    app.get<{ Querystring: { search?: string } }>(
      catalogRunPath(catalog),
      {
        config: { permission: `read /api/external/${catalog.toLowerCase()}` },
        schema: {
          tags,
          summary: `Models of the ${catalog} catalogue matching a term, from the provider configured for it`,
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: {
              search: { type: 'string', maxLength: 200, description: 'An empty term finds nothing' },
            },
          },
          response: { 200: arrayOf(modelSchema, 'The models found, the company’s own items first') },
        },
      },
      async (request) =>
        searchCatalog(db, services, {
          tenant: request.session.tenant,
          catalog,
          term: request.query.search ?? '',
        }),
    );
  }
}
