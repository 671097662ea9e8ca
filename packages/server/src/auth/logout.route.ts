import { apiPaths } from '@lessor/domain/api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { revokeSession } from './session-registry.ts';

/** `GET /api/core/auth/logout`: the session ends here and answers 401 everywhere from now on. */
export function registerLogout(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: ['Authentication'],
    summary: 'Sign out: the session ends',
    response: { 204: { description: 'Signed out; the authorization header is empty', type: 'null' } },
  };
  app.get(apiPaths.logout, { config: { permission: false }, schema }, async (request, reply) => {
    await revokeSession(db.app, request.session);
    // An empty authorization header tells the web application to forget its token.
    return reply.header('authorization', '').code(204).send();
  });
}
