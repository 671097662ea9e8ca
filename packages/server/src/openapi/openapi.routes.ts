import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/core/openapi.json`: the API description the documentation screen shows, generated
 * from the schemas the routes declare (register-openapi-document.ts).
 */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(
    '/api/core/openapi.json',
    {
      config: { permission: false },
      schema: {
        tags: ['Documentation'],
        summary: 'This API, as an OpenAPI 3.1 document',
        response: { 200: { description: 'The OpenAPI document' } },
      },
    },
    async () => app.swagger(),
  );
}
