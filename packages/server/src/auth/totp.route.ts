import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/with-tenant.ts';
import { findUserIn, toUser } from '../tenancy/users.ts';
import type { SignInServices } from './complete-sign-in.ts';
import { openSession } from './session-registry.ts';
import { accountKey, limitSignInsPerAccount, signInRateLimit } from './sign-in-limits.ts';
import { isTotpCodeValid, newTotpSecret, totpEnrolment } from './totp-codes.ts';

const codeSchema = { type: 'string', minLength: 1, maxLength: 12 } as const;
const enrolPath = '/api/core/users/current/totp';

/**
 * The TOTP step of sign-in (`POST /api/core/auth/totp/login {totpToken, code}`) and enrolment:
 * `POST .../totp` answers a new secret with its QR code, `POST .../totp/activate {code}` turns MFA
 * on once the user proves their application holds the secret.
 */
export function registerTotp(app: FastifyInstance, services: SignInServices): void {
  const { db } = services;
  app.post<{ Body: { totpToken: string; code: string } }>(
    apiPaths.totpLogin,
    {
      config: { public: true, rateLimit: signInRateLimit },
      preHandler: limitSignInsPerAccount(app, async (request) =>
        accountKey(await services.challenges.verify(request.body.totpToken)),
      ),
      schema: {
        body: {
          type: 'object',
          required: ['totpToken', 'code'],
          properties: { totpToken: { type: 'string', minLength: 1, maxLength: 2000 }, code: codeSchema },
        },
      },
    },
    async (request, reply) => {
      const challenge = await services.challenges.verify(request.body.totpToken);
      if (!challenge) throw new LessorError('INVALID_TOKEN');
      const row = await withTenant(db.app, challenge.tenant, (trx) =>
        findUserIn(trx, challenge.tenant, challenge.username),
      );
      if (!row || row.is_locked || !row.totp_secret || !row.has_activated_mfa)
        throw new LessorError('INVALID_TOKEN');
      if (!(await isTotpCodeValid(row.totp_secret, request.body.code)))
        throw new LessorError('INVALID_TOTP_CODE');
      const user = toUser(row);
      reply.header('authorization', await openSession(db.app, services.tokens, user));
      return user;
    },
  );

  app.post(enrolPath, { config: { permission: false } }, async (request) => {
    const { tenant, username } = request.session;
    const secret = newTotpSecret();
    await withTenant(db.app, tenant, (trx) =>
      trx
        .updateTable('users')
        .set({ totp_secret: secret, has_activated_mfa: false })
        .where('tenant', '=', tenant)
        .where('username', '=', username)
        .execute(),
    );
    return totpEnrolment(secret, username, `Lessor (${tenant})`);
  });

  app.post<{ Body: { code: string } }>(
    `${enrolPath}/activate`,
    {
      config: { permission: false, rateLimit: signInRateLimit },
      preHandler: limitSignInsPerAccount(app, (request) => accountKey(request.session)),
      schema: { body: { type: 'object', required: ['code'], properties: { code: codeSchema } } },
    },
    async (request) => {
      const { tenant, username } = request.session;
      return withTenant(db.app, tenant, async (trx) => {
        const row = await findUserIn(trx, tenant, username);
        if (!row?.totp_secret || !(await isTotpCodeValid(row.totp_secret, request.body.code)))
          throw new LessorError('INVALID_TOTP_CODE');
        await trx
          .updateTable('users')
          .set({ has_activated_mfa: true })
          .where('tenant', '=', tenant)
          .where('username', '=', username)
          .execute();
        return { hasActivatedMfa: true };
      });
    },
  );
}
