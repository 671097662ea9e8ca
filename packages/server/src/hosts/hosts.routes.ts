import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { findHost, type HostSettings, saveHost } from './host-settings.ts';

const hostnameParams = {
  type: 'object',
  properties: { hostname: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,253}$' } },
} as const;
const tags = ['Hosts'];

/** `GET /api/core/hosts/{hostname}`: read before sign-in, to show the host's logo and SSO buttons. */
export function registerHostRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { hostname: string } }>(
    '/api/core/hosts/:hostname',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A host's settings, read before sign-in: logo, sign-in providers",
        params: hostnameParams,
        response: { 200: { description: 'The host settings' } },
      },
    },
    (request) => findHost(db.app, request.params.hostname),
  );

  // Only a tenant's admin sets a host's configuration, which names the providers users sign in
  // with; a host name belongs to the first tenant that takes it.
  app.put<{ Params: { hostname: string }; Body: HostSettings }>(
    '/api/core/hosts/:hostname',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: "Set a host's settings",
        params: hostnameParams,
        response: { 200: { description: 'The host settings' } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            imp: { type: 'string', maxLength: 200 },
            oidc: { type: 'string', maxLength: 100 },
            saml: { type: 'string', maxLength: 100 },
            publicLogo: { type: 'string', maxLength: 2000 },
            manifestUrl: { type: 'string', maxLength: 2000 },
            basePath: { type: 'string', maxLength: 200 },
            frameAncestors: { type: 'array', items: { type: 'string', maxLength: 500 }, maxItems: 50 },
            uiAuthConfig: { type: 'object' },
            mode: { type: 'string', maxLength: 50 },
            memoizeToken: { type: 'boolean' },
            loadFrontEnd: { type: 'boolean' },
            useManifest: { type: 'boolean' },
            windowTitle: { type: 'string', maxLength: 200 },
            showAccessibilityDeclarationLink: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const { tenant, username } = request.session;
      await saveHost(db.app, { hostname: request.params.hostname, tenant, settings: request.body }, username);
      return findHost(db.app, request.params.hostname);
    },
  );
}
