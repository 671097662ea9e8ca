import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';

/** Ping for liveness and offline detection. */
export function registerCoreRoutes(app: FastifyInstance): void {
  app.get(apiPaths.ping, { config: { public: true } }, async () => ({ status: 'ok' }));
}
