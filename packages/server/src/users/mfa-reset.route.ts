import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { assertMayActOn } from './assert-may-change-user.ts';
import { userSeenBy } from './user-seen-by.ts';
import { getUser } from './user-store.ts';

/**
 * `DELETE /api/core/users/{username}/totp`: turns a user's MFA off and forgets their secret, for
 * one who lost their device; they enrol again at their next sign-in. It takes 'write
 * /api/core/users' (the route's default key) and reaches no higher admin. One's own MFA is not
 * reset here: turning it off there asks for the current code, which a session alone must not skip.
 */
export function registerMfaReset(app: FastifyInstance, db: Database): void {
  const schema = {
    tags: ['Users'],
    summary: "Reset a user's MFA: hasActivatedMfa becomes false",
    params: pathParams({ username: 'The user whose MFA is reset' }),
    response: { 200: { description: 'The user' } },
  };
  app.delete<{ Params: { username: string } }>(
    '/api/core/users/:username/totp',
    { schema },
    async (request) => {
      const { tenant, username } = request.session;
      return withTenant(db.app, tenant, async (trx) => {
        const target = await getUser(trx, tenant, request.params.username);
        if (target.username === username) throw new LessorError('OWN_MFA_RESET');
        const caller = await getUser(trx, tenant, username);
        assertMayActOn(caller, target);
        await trx
          .updateTable('users')
          .set({ totp_secret: null, has_activated_mfa: false })
          .where('tenant', '=', tenant)
          .where('username', '=', target.username)
          .execute();
        return userSeenBy(caller, { ...target, hasActivatedMfa: false });
      });
    },
  );
}
