import { catalogPaths, type RegressorAnswer } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { pathParams } from '../../openapi/documented-only.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import type { CatalogProvider } from '../catalog-provider.ts';
import { type CatalogServices, withCatalogProvider } from '../catalog-provider-of-tenant.ts';
import { isTenantItemId, readTenantItem } from '../tenant-items/tenant-catalog-items.ts';
import {
  arrayOf,
  categorySchema,
  listQuery,
  manufacturerSchema,
  modelItemSchema,
  modelSchema,
  regressorSchema,
} from './catalog-route-schemas.ts';
import { searchCatalog } from './search-catalog.ts';

const tags = ['Vehicle catalogue'];
const base = catalogPaths.lectura;
type Params = { categoryId: string; manufacturerId: string; modelId: string; term: string };
type RegressorQuery = { modelName?: string; manufacturerName?: string; year?: number; usage?: number };

/**
 * The catalogue client's calls (business-areas.md §7), `GET /api/external/lectura/...`, answered by
 * the provider the tenant configured for LECTURA (the built-in catalogue unless told). Reading
 * needs 'read /api/external/lectura'.
 */
export function registerLecturaRoutes(app: FastifyInstance, db: Database, services: CatalogServices): void {
  const withProvider = <T>(request: FastifyRequest, work: (provider: CatalogProvider) => Promise<T>) =>
    withCatalogProvider({ db, services, tenant: request.session.tenant }, 'LECTURA', work);
  const listRoute = (path: string, summary: string, items: object, params: Record<string, string>) => ({
    path: `${base}${path}`,
    schema: {
      tags,
      summary,
      ...(Object.keys(params).length > 0 ? { params: pathParams(params) } : {}),
      querystring: listQuery,
      response: { 200: arrayOf(items, summary) },
    },
  });

  const roots = listRoute('/root-categories', 'The root categories', categorySchema, {});
  app.get(roots.path, { schema: roots.schema }, async (request) =>
    withProvider(request, (provider) => provider.rootCategories()),
  );

  const subs = listRoute(
    '/categories/:categoryId/sub-categories',
    'The sub-categories of a category',
    categorySchema,
    {
      categoryId: 'The category',
    },
  );
  app.get<{ Params: Params }>(subs.path, { schema: subs.schema }, async (request) =>
    withProvider(request, (provider) => provider.subCategories(request.params.categoryId)),
  );

  const makers = listRoute(
    '/categories/:categoryId/manufacturers',
    'The manufacturers with models in a category',
    manufacturerSchema,
    { categoryId: 'The category, root or sub-category' },
  );
  app.get<{ Params: Params }>(makers.path, { schema: makers.schema }, async (request) =>
    withProvider(request, (provider) => provider.manufacturers(request.params.categoryId)),
  );

  const models = listRoute(
    '/categories/:categoryId/manufacturers/:manufacturerId/models',
    "A manufacturer's models in a category",
    modelItemSchema,
    { categoryId: 'The category, root or sub-category', manufacturerId: 'The manufacturer' },
  );
  app.get<{ Params: Params }>(models.path, { schema: models.schema }, async (request) =>
    withProvider(request, (provider) =>
      provider.models(request.params.categoryId, request.params.manufacturerId),
    ),
  );

  app.get<{ Params: Params }>(
    `${base}/models/:modelId`,
    {
      schema: {
        tags,
        summary: "A model, with its manufacturer, categories, years and the catalogue's data",
        params: pathParams({ modelId: "The model; a company's own item is tenant:{registration}" }),
        response: { 200: { description: 'The model', ...modelSchema } },
      },
    },
    async (request) => {
      const { modelId } = request.params;
      const { tenant } = request.session;
      if (isTenantItemId(modelId))
        return withTenant(db.app, tenant, (trx) => readTenantItem(trx, tenant, modelId));
      return withProvider(request, (provider) => provider.model(modelId));
    },
  );

  app.get<{ Params: Params }>(
    `${base}/manufacturers/:manufacturerId`,
    {
      schema: {
        tags,
        summary: 'A manufacturer',
        params: pathParams({ manufacturerId: 'The manufacturer' }),
        response: { 200: { description: 'The manufacturer', ...manufacturerSchema } },
      },
    },
    async (request) =>
      withProvider(request, (provider) => provider.manufacturer(request.params.manufacturerId)),
  );

  const search = listRoute(
    '/search/:term',
    "Models whose names hold every word of the term, with the company's own items; an empty term finds nothing",
    modelSchema,
    { term: 'Words of the manufacturer and model names' },
  );
  app.get<{ Params: Params }>(search.path, { schema: search.schema }, async (request) =>
    searchCatalog(db, services, {
      tenant: request.session.tenant,
      catalog: 'LECTURA',
      term: request.params.term,
    }),
  );
  // An empty term leaves an empty last segment, which is another route: it finds nothing either.
  const { params: _params, ...emptySearch } = search.schema;
  app.get(
    `${base}/search`,
    { schema: { ...emptySearch, summary: 'An empty search: nothing' } },
    async () => [],
  );

  app.get<{ Querystring: RegressorQuery }>(
    `${base}/v2/regressor`,
    {
      schema: {
        tags,
        summary: "A model's value curves: the share of its new price left by age, for a yearly usage",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            modelName: { type: 'string', maxLength: 200 },
            manufacturerName: { type: 'string', maxLength: 200 },
            year: { type: 'integer', minimum: 1900, maximum: 2100, description: 'Year of manufacture' },
            usage: {
              type: 'number',
              minimum: 0,
              maximum: 10_000_000,
              description: 'Yearly usage, km or hours',
            },
          },
        },
        response: { 200: { description: 'The value curves', ...regressorSchema } },
      },
    },
    async (request): Promise<RegressorAnswer> => {
      const { modelName, manufacturerName, year, usage } = request.query;
      // business-areas.md §5: the regressor needs both names.
      if (!modelName?.trim() || !manufacturerName?.trim())
        throw new LessorError('CATALOG_REGRESSOR_NAMES_MISSING');
      const curves = await withProvider(request, (provider) =>
        provider.valueCurves({
          modelName,
          manufacturerName,
          ...(year === undefined ? {} : { year }),
          ...(usage === undefined ? {} : { usage }),
        }),
      );
      return {
        modelName,
        manufacturerName,
        year: year ?? null,
        ageMonths: year === undefined ? null : Math.max(0, (new Date().getUTCFullYear() - year) * 12),
        ...curves,
      };
    },
  );
}
