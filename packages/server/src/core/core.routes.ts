import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';

/** Ping for liveness and offline detection. */
export function registerCoreRoutes(app: FastifyInstance): void {
  const schema = {
    tags: ['Core'],
    summary: 'Whether the server answers',
    response: {
      200: {
        description: 'The server answers',
        type: 'object',
        required: ['status'],
        properties: { status: { type: 'string', enum: ['ok'] } },
      },
    },
  };
  app.get(apiPaths.ping, { config: { public: true }, schema }, async () => ({ status: 'ok' }));
}
