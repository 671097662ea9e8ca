import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUser } from '../tenancy/users.ts';

/** Ping for liveness and offline detection; the signed-in user. */
export function registerCoreRoutes(app: FastifyInstance, db: Database): void {
  app.get(apiPaths.ping, { config: { public: true } }, async () => ({ status: 'ok' }));

  app.get(apiPaths.currentUser, async (request) => {
    const user = await findUser(db.app, request.session.tenant, request.session.username);
    if (!user || user.isLocked) throw new LessorError('UNAUTHENTICATED');
    const { isLocked: _, ...current } = user;
    return current;
  });
}
