import { apiPaths, type TokenLoginRequest } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findUser } from '../tenancy/users.ts';
import { consumeLoginToken } from './login-tokens.ts';
import type { SessionTokens } from './session-tokens.ts';

/** `POST /api/core/auth/token/login {token}`: a one-time token becomes a session. */
export function registerTokenLogin(app: FastifyInstance, db: Database, tokens: SessionTokens): void {
  app.post<{ Body: TokenLoginRequest }>(
    apiPaths.tokenLogin,
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const owner = await consumeLoginToken(db.app, request.body.token);
      const user = owner && (await findUser(db.app, owner.tenant, owner.username));
      if (!user || user.isLocked) throw new LessorError('INVALID_TOKEN');
      const { isLocked: _, ...current } = user;
      reply.header('authorization', await tokens.sign(user));
      return current;
    },
  );
}
