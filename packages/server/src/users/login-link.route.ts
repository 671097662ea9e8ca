import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { issueLoginToken } from '../auth/login-tokens.ts';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { assertMayImpersonate } from './assert-may-change-user.ts';
import { getUser } from './user-store.ts';

/**
 * `POST /api/core/users/{username}/login-token`: a one-time sign-in token for a user, to hand on as
 * a link. It opens no session by itself, and MFA still applies; for another user it takes
 * `canImpersonate` and reaches nobody with a right the caller lacks.
 */
export function registerLoginLink(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: ['Users'],
    summary: 'A one-time sign-in token for a user, to hand on as a link',
    params: pathParams({ username: 'The user the token signs in' }),
    response: { 201: { description: 'The token, and the sign-in page URL holding it' } },
  };
  app.post<{ Params: { username: string } }>(
    '/api/core/users/:username/login-token',
    { schema },
    async (request, reply) => {
      const { tenant, username } = request.session;
      const user = await withTenant(db.app, tenant, async (trx) => {
        const target = await getUser(trx, tenant, request.params.username);
        if (target.isLocked) throw new LessorError('USER_NOT_FOUND', [target.username]);
        assertMayImpersonate(await getUser(trx, tenant, username), target);
        return target;
      });
      const token = await issueLoginToken(db.app, user);
      return reply.code(201).send({ token, url: `/authentication/login-page?token=${token}` });
    },
  );
}
