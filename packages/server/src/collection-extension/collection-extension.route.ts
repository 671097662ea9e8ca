import type { FastifyInstance } from 'fastify';
import { documentedOnly } from '../openapi/documented-only.ts';
import type { CollectionExtensions } from './collection-extensions.ts';

/**
 * `GET /api/core/collection-extension`: the tenant's extra fields by entity name, which its detail
 * pages draw in their Extension card and its lists show as columns. Every signed-in user of the
 * tenant may read them, as they read the declarations the browser is built with; writing the
 * document stays with `PUT /api/core/configuration-documents/collection-extension`.
 */
export function registerCollectionExtensionRoute(
  app: FastifyInstance,
  extensions: CollectionExtensions,
): void {
  app.get(
    '/api/core/collection-extension',
    {
      config: { permission: false },
      schema: {
        tags: ['Configuration documents'],
        summary: "The tenant's extra fields, by entity name",
        response: {
          200: documentedOnly({
            type: 'object',
            description:
              '{ "Person": { "fields": { "loyaltyTier": { "type": "text", "label": "Loyalty tier" } } } }',
          }),
        },
      },
    },
    (request) => extensions.of(request.session.tenant),
  );
}
