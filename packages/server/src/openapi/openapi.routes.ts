import { entities } from '@lessor/domain/entities';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './build-openapi.ts';

/** `GET /api/core/openapi.json`: the API description the documentation screen shows. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: unknown;
  app.get('/api/core/openapi.json', { config: { permission: false } }, async () => {
    document ??= buildOpenApi(entities);
    return document;
  });
}
