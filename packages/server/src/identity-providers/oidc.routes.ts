import type { OidcConfiguration, OidcLoginRequest, OidcRefreshAnswer } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { keepRefreshToken, openSession, readRefreshToken } from '../auth/session-registry.ts';
import type { SessionTokens } from '../auth/session-tokens.ts';
import { signInRateLimit } from '../auth/sign-in-limits.ts';
import type { Database } from '../db/database.ts';
import { pathParams } from '../openapi/documented-only.ts';
import { recordSystemEvent } from '../system-events/record-system-event.ts';
import { findUser } from '../users/store/find-user.ts';
import { type OidcClients, refusalIn } from './oidc-client.ts';
import { findOidcProvider } from './oidc-settings.ts';
import { identityFromProvider } from './oidc-sign-in.ts';
import { issueOidcState } from './oidc-states.ts';

const text = { type: 'string', minLength: 1, maxLength: 4000 } as const;
const loginSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { code: text, state: text, nonce: text, codeVerifier: text, iss: text, accessToken: text },
} as const;

const tags = ['Identity providers'];
const providerParams = (name: 'oidc' | 'id') => pathParams({ [name]: "The provider's id" });

/** The OIDC relying party: configuration, sign-in, keep-alive and refresh (foundation.md §7). */
export function registerOidcRoutes(
  app: FastifyInstance,
  services: { db: Database; tokens: SessionTokens; clients: OidcClients },
): void {
  const { db, tokens, clients } = services;

  app.get<{ Params: { oidc: string } }>(
    '/api/core/oidc/:oidc',
    {
      config: { public: true, rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: 'What the browser needs to sign in at an OIDC provider',
        params: providerParams('oidc'),
        response: { 200: { description: 'The authorization URL, state, nonce and PKCE values' } },
      },
    },
    async (request): Promise<OidcConfiguration> => {
      const provider = await findOidcProvider(db.app, request.params.oidc);
      const config = await clients.of(provider).catch((error) => {
        throw refusalIn(error) ?? new LessorError('UNAVAILABLE_SOFTWARE', [provider.settings.issuer]);
      });
      const issued = await issueOidcState(db.app, provider.id);
      const { redirectUri, acrValues, postLogoutRedirectUri } = provider.settings;
      const scope = provider.settings.scope ?? 'openid email profile';
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state: issued.state,
        nonce: issued.nonce,
        code_challenge: issued.codeChallenge,
        code_challenge_method: 'S256',
        ...(acrValues ? { acr_values: acrValues } : {}),
      });
      const logoutUrl = config.serverMetadata().end_session_endpoint
        ? client.buildEndSessionUrl(config, {
            client_id: provider.settings.clientId,
            ...(postLogoutRedirectUri ? { post_logout_redirect_uri: postLogoutRedirectUri } : {}),
          }).href
        : null;
      return {
        oidcId: provider.id,
        authorizationUrl: authorizationUrl.href,
        logoutUrl,
        scope,
        state: issued.state,
        nonce: issued.nonce,
        clientId: provider.settings.clientId,
        redirectUri,
        responseType: 'code',
        responseMode: 'query',
        codeChallenge: issued.codeChallenge,
        codeChallengeMethod: 'S256',
        codeVerifier: issued.codeVerifier,
        acrValues: acrValues ?? null,
      };
    },
  );

  app.post<{ Params: { id: string }; Body: OidcLoginRequest }>(
    '/api/core/oidc/:id/login',
    {
      config: { public: true, rateLimit: signInRateLimit },
      schema: {
        tags,
        summary: "Sign in with the provider's answer",
        params: providerParams('id'),
        body: loginSchema,
        response: { 200: { description: 'The user, the session in the authorization header' } },
      },
    },
    async (request, reply) => {
      const provider = await findOidcProvider(db.app, request.params.id);
      const refused = (message: string) =>
        void recordSystemEvent(
          db,
          { tenant: provider.tenant, username: `oidc:${provider.id}` },
          { type: 'SIGN_IN_FAILED', level: 'WARN', message },
          request.log,
        );
      const identity = await identityFromProvider(db.app, clients, provider, request.body).catch((error) => {
        if (error instanceof LessorError) throw error;
        request.log.warn({ err: error }, 'OIDC sign-in refused');
        refused(`The identity provider ${provider.id}'s answer was refused`);
        throw new LessorError('OIDC_LOGIN_FAILED');
      });
      const user = await findUser(db.app, provider.tenant, identity.username);
      if (!user || user.isLocked) {
        refused(`${identity.username}, signed in by the identity provider ${provider.id}, is no active user`);
        throw new LessorError('OIDC_LOGIN_FAILED');
      }
      const sso = { provider: provider.id, refreshToken: identity.refreshToken };
      reply.header(
        'authorization',
        await openSession(db, tokens, user, `the identity provider ${provider.id}`, sso),
      );
      return {
        ...user,
        idToken: identity.idToken,
        ssoRefreshTokenIat: Math.floor(Date.now() / 1000),
        ssoRefreshTokenExpiresIn: identity.refreshExpiresIn,
      };
    },
  );

  const keepAlive = {
    tags,
    summary: 'Keep the session alive',
    params: providerParams('id'),
    response: { 204: { description: 'Alive', type: 'null' } },
  };
  app.get(
    '/api/core/oidc/:id/keep-alive',
    { config: { permission: false }, schema: keepAlive },
    async (_request, reply) => reply.code(204).send(),
  );

  app.post<{ Params: { id: string } }>(
    '/api/core/oidc/:id/access-token',
    {
      config: { permission: false },
      schema: {
        tags,
        summary: "Refresh the session's provider tokens",
        params: providerParams('id'),
        response: { 200: { description: 'When the refresh token was issued and how long it lasts' } },
      },
    },
    async (request): Promise<OidcRefreshAnswer> => {
      const provider = await findOidcProvider(db.app, request.params.id);
      const refreshToken = await readRefreshToken(db, request.session, provider.id);
      if (!refreshToken) throw new LessorError('OIDC_LOGIN_FAILED');
      const refreshed = await client.refreshTokenGrant(await clients.of(provider), refreshToken).catch(() => {
        throw new LessorError('OIDC_LOGIN_FAILED');
      });
      if (refreshed.refresh_token) await keepRefreshToken(db, request.session, refreshed.refresh_token);
      const expiresIn = refreshed.refresh_expires_in ?? refreshed.expires_in;
      return {
        ssoRefreshTokenIat: Math.floor(Date.now() / 1000),
        ssoRefreshTokenExpiresIn: typeof expiresIn === 'number' ? expiresIn : null,
      };
    },
  );
}
