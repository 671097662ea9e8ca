import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { findUserIn, toUser } from '../users/store/find-user.ts';
import { buildUserConfiguration } from './build-user-configuration.ts';

/** `GET /api/script/runs/user-configuration`: every signed-in user reads their own. */
export function registerUserConfiguration(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: ['Users'],
    summary: "The signed-in user's configuration: menus, list pages, landing page",
    response: { 200: { description: 'The user configuration' } },
  };
  app.get(apiPaths.userConfiguration, { config: { permission: false }, schema }, async (request) => {
    const { tenant, username } = request.session;
    return withTenant(db.app, tenant, async (trx) => {
      const row = await findUserIn(trx, tenant, username);
      if (!row || row.is_locked) throw new LessorError('UNAUTHENTICATED');
      return buildUserConfiguration(trx, toUser(row));
    });
  });
}
