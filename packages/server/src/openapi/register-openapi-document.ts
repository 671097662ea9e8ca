import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorBodySchema } from './error-body-schema.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Schemas the route's own refer to as `#/components/schemas/{name}` (an entity's record): the
     * API document lists each once among its components.
     */
    openApiComponents?: Readonly<Record<string, object>>;
  }
}

/** Every API route may answer an error: bad input, no session, no right, nothing found. */
const errorAnswers = {
  '4xx': { description: errorBodySchema.description, $ref: '#/components/schemas/Error' },
};

/**
 * Collects the schema of every route registered from now on, for the OpenAPI 3.1 document
 * (`app.swagger()`, served by openapi.routes.ts): paths, parameters, bodies and answers come from
 * the routes themselves, with the components they name. Call it before the first route. What
 * holds for every route is added here: the Error answer, and no session asked of a public route.
 * The web application's files are no API.
 *
 * Components are not Fastify shared schemas (`addSchema`): once a scope holds one, Fastify copies
 * them all for every route it registers there, which for two hundred record schemas took longer
 * than building the rest of the application.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Lessor API', version: '0.1.0' },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A script run opened in a new tab: `?token=` (scripts/script-run-tokens.route.ts).
          runToken: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'A run token of the script named',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: ({ schema, url, route, ...document }) => {
      if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
      // JSON Schema is OpenAPI 3.1's dialect: components are added as written.
      const components = 'openapiObject' in document ? document.openapiObject.components : undefined;
      if (components?.schemas)
        Object.assign(components.schemas, { Error: errorBodySchema }, route.config?.openApiComponents);
      const described: FastifySchema = {
        ...schema,
        response: Object.assign({}, schema?.response, errorAnswers),
      };
      return { schema: route.config?.public ? { ...described, security: [] } : described, url };
    },
  });
}
