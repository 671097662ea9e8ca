import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUser } from './store/find-user.ts';

/** `GET /api/core/users/current`: the signed-in user, whatever their permissions. */
export function registerCurrentUser(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: ['Users'],
    summary: 'The signed-in user',
    response: { 200: { description: 'The user' } },
  };
  app.get(apiPaths.currentUser, { config: { permission: false }, schema }, async (request) => {
    const user = await findUser(db.app, request.session.tenant, request.session.username);
    if (!user || user.isLocked) throw new LessorError('UNAUTHENTICATED');
    return user;
  });
}
