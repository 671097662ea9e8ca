import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findHost } from './host-settings.ts';

/** `GET /api/core/hosts/{hostname}`: read before sign-in, to show the host's logo and SSO buttons. */
export function registerHostRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { hostname: string } }>(
    '/api/core/hosts/:hostname',
    {
      config: { public: true },
      schema: {
        params: {
          type: 'object',
          properties: { hostname: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,253}$' } },
        },
      },
    },
    (request) => findHost(db.app, request.params.hostname),
  );
}
