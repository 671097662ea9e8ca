import { parse } from 'node:querystring';
import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance } from 'fastify';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { signInRateLimit } from '../auth/sign-in-limits.ts';
import type { Database } from '../db/database.ts';
import { documentedOnly, pathParams } from '../openapi/documented-only.ts';
import { findUser } from '../users/store/find-user.ts';
import type { SamlClients } from './saml-clients.ts';
import { findSamlProvider } from './saml-settings.ts';

/** A SAML sign-in hands the browser a token usable for one minute. */
const handOverSeconds = 60;

const tags = ['Identity providers'];
const idParams = pathParams({ id: "The provider's id" });

/**
 * The SAML service provider (foundation.md §4, §7): `GET /api/core/saml/{id}` answers the provider's
 * login URL; the assertion consumer checks the signed response and sends the browser back to the
 * sign-in page with a one-time token; `POST .../logout` answers the provider's logout URL.
 */
export async function registerSamlRoutes(app: FastifyInstance, db: Database, clients: SamlClients) {
  await app.register(async (saml) => {
    // The provider posts a form; only these routes read one.
    saml.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parse(body as string)),
    );

    saml.get<{ Params: { id: string } }>(
      '/api/core/saml/:id',
      {
        config: { public: true, rateLimit: signInRateLimit },
        schema: {
          tags,
          summary: "A SAML provider's login URL",
          params: idParams,
          response: { 200: { description: 'loginUrl' } },
        },
      },
      async (request) => {
        const provider = await findSamlProvider(db.app, request.params.id);
        return { loginUrl: await (await clients.of(provider)).getAuthorizeUrlAsync('', undefined, {}) };
      },
    );

    saml.post<{ Params: { id: string }; Body: { SAMLResponse?: unknown } }>(
      '/api/core/saml/:id/assertion',
      {
        config: { public: true, rateLimit: signInRateLimit },
        schema: {
          tags,
          summary: "The assertion consumer: the provider's signed response, posted by the browser",
          params: idParams,
          body: {
            content: {
              'application/x-www-form-urlencoded': {
                // The route reads the form itself (MISSING_FIELD_IN_BODY, SAML_LOGIN_FAILED).
                schema: documentedOnly({
                  type: 'object',
                  required: ['SAMLResponse'],
                  properties: { SAMLResponse: { type: 'string' } },
                }),
              },
            },
          },
          response: { 303: { description: 'To the sign-in page, with a one-time token', type: 'null' } },
        },
      },
      async (request, reply) => {
        const provider = await findSamlProvider(db.app, request.params.id);
        const response = request.body?.SAMLResponse;
        if (typeof response !== 'string') throw new LessorError('MISSING_FIELD_IN_BODY', ['SAMLResponse']);
        const validated = await (await clients.of(provider))
          .validatePostResponseAsync({ SAMLResponse: response })
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'SAML response refused');
            throw new LessorError('SAML_LOGIN_FAILED');
          });
        const username = validated.profile?.nameID;
        const user = username ? await findUser(db.app, provider.tenant, username) : undefined;
        if (!user || user.isLocked) throw new LessorError('SAML_LOGIN_FAILED');
        const token = await issueLoginToken(db.app, user, handOverSeconds);
        const back = new URL(provider.settings.redirectUri);
        back.searchParams.set('saml', provider.id);
        back.searchParams.set('token', token);
        const { sessionIndex, nameID } = validated.profile ?? {};
        if (typeof sessionIndex === 'string') back.searchParams.set('sessionIndex', sessionIndex);
        if (nameID) back.searchParams.set('nameId', nameID);
        return reply.redirect(back.href, 303);
      },
    );

    saml.post<{ Params: { id: string }; Body: { sessionIndex?: string; nameId?: string } }>(
      '/api/core/saml/:id/logout',
      {
        config: { permission: false },
        schema: {
          tags,
          summary: "A SAML provider's logout URL for the signed-in user",
          params: idParams,
          response: { 200: { description: 'logoutUrl, null when the provider has none' } },
          body: {
            type: 'object',
            additionalProperties: false,
            properties: {
              sessionIndex: { type: 'string', maxLength: 500 },
              nameId: { type: 'string', maxLength: 500 },
            },
          },
        },
      },
      async (request) => {
        const provider = await findSamlProvider(db.app, request.params.id);
        if (provider.tenant !== request.session.tenant)
          throw new LessorError('IDENTITY_PROVIDER_NOT_FOUND', [provider.id]);
        if (!provider.settings.logoutUrl) return { logoutUrl: null };
        const profile = {
          issuer: provider.settings.issuer,
          nameID: request.body?.nameId ?? request.session.username,
          nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
          ...(request.body?.sessionIndex ? { sessionIndex: request.body.sessionIndex } : {}),
        };
        return { logoutUrl: await (await clients.of(provider)).getLogoutUrlAsync(profile, '', {}) };
      },
    );
  });
}
