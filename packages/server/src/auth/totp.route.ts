import { apiPaths } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { recordSystemEvent } from '../system-events/record-system-event.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { findUserIn, toUser } from '../users/store/find-user.ts';
import { acceptTotpCode } from './accept-totp-code.ts';
import type { SignInServices } from './complete-sign-in.ts';
import { openSession } from './session-registry.ts';
import { signInRateLimit } from './sign-in-limits.ts';
import { useTotpChallenge } from './totp-challenges.ts';
import { newTotpSecret, totpEnrolment } from './totp-codes.ts';

const codeSchema = { type: 'string', minLength: 1, maxLength: 12 } as const;
const enrolPath = '/api/core/users/current/totp';
const tags = ['Authentication'];

/**
 * The TOTP step of sign-in (`POST /api/core/auth/totp/login {totpToken, code}`) and enrolment:
 * `POST .../totp` answers a new secret with its QR code (with MFA on, only for the current code),
 * `POST .../totp/activate {code}` turns MFA on once the user proves their application holds the
 * secret. Every code goes through `acceptTotpCode`: good once, tries limited per account.
 */
export function registerTotp(app: FastifyInstance, services: SignInServices): void {
  const { db } = services;
  app.post<{ Body: { totpToken: string; code: string } }>(
    apiPaths.totpLogin,
    {
      config: { public: true, rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: 'Sign in: the TOTP step',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['totpToken', 'code'],
          properties: { totpToken: { type: 'string', minLength: 1, maxLength: 2000 }, code: codeSchema },
        },
        response: { 200: { description: 'The user, the session in the authorization header' } },
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
      await acceptTotpCode(db.app, challenge, row.totp_secret, request.body.code, async (trx) => {
        if (!(await useTotpChallenge(trx, challenge))) throw new LessorError('INVALID_TOKEN');
      }).catch((error: unknown) => {
        if (error instanceof LessorError && error.code === 'INVALID_TOTP_CODE')
          void recordSystemEvent(
            db,
            { tenant: challenge.tenant, username: challenge.username },
            {
              type: 'SIGN_IN_FAILED',
              level: 'WARN',
              message: `${challenge.username} gave a wrong TOTP code`,
            },
          );
        throw error;
      });
      const user = toUser(row);
      reply.header('authorization', await openSession(db, services.tokens, user, 'a TOTP code'));
      return user;
    },
  );

  app.post<{ Body: { code?: string } | undefined }>(
    enrolPath,
    {
      config: { permission: false, rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: 'A new TOTP secret for the signed-in user (with MFA on, for the current code)',
        body: { type: ['object', 'null'], additionalProperties: false, properties: { code: codeSchema } },
        response: { 200: { description: 'The secret, its otpauth URL and QR code' } },
      },
    },
    async (request) => {
      const { tenant, username } = request.session;
      const secret = newTotpSecret();
      const replaceSecret = (trx: TenantTransaction) =>
        trx
          .updateTable('users')
          .set({ totp_secret: secret, has_activated_mfa: false })
          .where('tenant', '=', tenant)
          .where('username', '=', username)
          .execute();
      const row = await withTenant(db.app, tenant, (trx) => findUserIn(trx, tenant, username));
      // With MFA on, a session alone does not turn it off: the current code is asked for.
      if (row?.has_activated_mfa && row.totp_secret)
        await acceptTotpCode(
          db.app,
          request.session,
          row.totp_secret,
          request.body?.code ?? '',
          replaceSecret,
        );
      else await withTenant(db.app, tenant, replaceSecret);
      return totpEnrolment(secret, username, `Lessor (${tenant})`);
    },
  );

  app.post<{ Body: { code: string } }>(
    `${enrolPath}/activate`,
    {
      config: { permission: false, rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: 'Turn MFA on, with a code of the new secret',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['code'],
          properties: { code: codeSchema },
        },
        response: { 200: { description: 'hasActivatedMfa' } },
      },
    },
    async (request) => {
      const { tenant, username } = request.session;
      const row = await withTenant(db.app, tenant, (trx) => findUserIn(trx, tenant, username));
      if (!row?.totp_secret) throw new LessorError('INVALID_TOTP_CODE');
      return acceptTotpCode(db.app, request.session, row.totp_secret, request.body.code, async (trx) => {
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
