import { apiPaths, type TokenLoginRequest } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUser } from '../users/store/find-user.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { consumeLoginToken } from './login-tokens.ts';
import type { SessionTokens } from './session-tokens.ts';
import { signInRateLimit } from './sign-in-limits.ts';
import type { TotpChallenges } from './totp-challenges.ts';

/** `POST /api/core/auth/token/login {token}`: a one-time token becomes a session, or a TOTP step. */
export function registerTokenLogin(
  app: FastifyInstance,
  db: Database,
  tokens: SessionTokens,
  challenges: TotpChallenges,
): void {
  app.post<{ Body: TokenLoginRequest }>(
    apiPaths.tokenLogin,
    {
      config: { public: true, rateLimit: signInRateLimit },
      schema: {
        tags: ['Authentication'],
        summary: 'Sign in with a one-time token',
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
        response: {
          200: { description: 'The user, the session in the authorization header; or the TOTP step asked' },
        },
      },
    },
    async (request, reply) => {
      const owner = await consumeLoginToken(db.app, request.body.token);
      const user = owner && (await findUser(db.app, owner.tenant, owner.username));
      if (!user || user.isLocked) throw new LessorError('INVALID_TOKEN');
      return completeSignIn(reply, { db, tokens, challenges }, user);
    },
  );
}
