import type { FastifyInstance } from 'fastify';
import type { TenantCaches } from './tenant-caches.ts';

const path = '/api/core/caches';
const tags = ['Tenants'];

/**
 * `GET /api/core/caches`: what the node answering keeps of the caller's tenant (its scripts, its
 * extra fields, its permissions), each with until when; `DELETE` forgets it on every node, so the
 * next request reads the tenant's configuration again. The `/cache-info` screen shows both, beside
 * the browser's own cache. For administrators.
 */
export function registerCacheInfoRoutes(app: FastifyInstance, caches: TenantCaches): void {
  app.get(
    path,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "What the server keeps of the tenant's configuration",
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'kept', 'expiresAt'],
              properties: {
                name: { type: 'string' },
                kept: { type: 'boolean' },
                expiresAt: { type: ['string', 'null'], format: 'date-time' },
              },
            },
          },
        },
      },
    },
    (request) => caches.stateOf(request.session.tenant),
  );
  app.delete(
    path,
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Forget what every node keeps of the tenant's configuration",
        response: { 204: { description: 'Forgotten; the next request reads it again', type: 'null' } },
      },
    },
    (request, reply) => {
      caches.clear(request.session.tenant);
      return reply.code(204).send();
    },
  );
}
