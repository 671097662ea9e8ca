import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { assertIssuerAllowed, type IssuerPolicy } from './issuer-policy.ts';
import { saveOidcProvider } from './oidc-settings.ts';
import { saveSamlProvider } from './saml-settings.ts';

const text = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const url = { type: 'string', pattern: '^https?://', maxLength: 2000 } as const;
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
} as const;
const tags = ['Identity providers'];
const saved = { 204: { description: 'Saved', type: 'null' } };

/**
 * `PUT /api/core/oidc/{id}/settings` and `PUT /api/core/saml/{id}/settings`: a tenant's admin
 * declares the providers its users sign in with; only admins, as a provider vouches for who signs
 * in. An id belongs to the first tenant that takes it. An OIDC issuer the server may not call
 * (plain http, a private address) is refused before anything is written; sign-in checks it again at
 * each request, since a name may resolve elsewhere later.
 */
export function registerProviderSettingsRoutes(
  app: FastifyInstance,
  db: Database,
  issuerPolicy: IssuerPolicy,
): void {
  app.put<{ Params: { id: string }; Body: Parameters<typeof saveOidcProvider>[1]['settings'] }>(
    '/api/core/oidc/:id/settings',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Declare an OIDC provider the tenant's users sign in with",
        params: idParams,
        response: saved,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['issuer', 'clientId', 'redirectUri'],
          properties: {
            issuer: url,
            clientId: text,
            clientSecret: text,
            redirectUri: url,
            scope: text,
            usernameClaim: text,
            postLogoutRedirectUri: url,
            acrValues: text,
          },
        },
      },
    },
    async (request, reply) => {
      const { tenant, username } = request.session;
      await assertIssuerAllowed(request.body.issuer, issuerPolicy);
      await saveOidcProvider(db.app, { id: request.params.id, tenant, settings: request.body }, username);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: { id: string }; Body: Parameters<typeof saveSamlProvider>[1]['settings'] }>(
    '/api/core/saml/:id/settings',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Declare a SAML provider the tenant's users sign in with",
        params: idParams,
        response: saved,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['entryPoint', 'idpCert', 'issuer', 'callbackUrl', 'redirectUri'],
          properties: {
            entryPoint: url,
            logoutUrl: url,
            idpCert: { type: 'string', minLength: 100, maxLength: 20_000 },
            issuer: text,
            callbackUrl: url,
            redirectUri: url,
          },
        },
      },
    },
    async (request, reply) => {
      const { tenant, username } = request.session;
      await saveSamlProvider(db.app, { id: request.params.id, tenant, settings: request.body }, username);
      return reply.code(204).send();
    },
  );
}
