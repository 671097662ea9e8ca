import type { FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { buildOpenApi } from './build-openapi.ts';

/** `GET /api/core/openapi.json`: the API description the documentation screen shows. */
export function registerOpenApiRoute(app: FastifyInstance, catalogue: EntityCatalogue): void {
  let document: unknown;
  app.get('/api/core/openapi.json', { config: { permission: false } }, async () => {
    document ??= buildOpenApi(catalogue.entities);
    return document;
  });
}
