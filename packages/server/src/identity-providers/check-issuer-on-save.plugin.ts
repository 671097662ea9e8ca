import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { assertIssuerAllowed, type IssuerPolicy } from './issuer-policy.ts';

const settingsRoute = '/api/core/oidc/:id/settings';

/**
 * Refuses to save an OIDC provider whose issuer the server may not call (plain http, a private
 * address): the tenant learns it at once, and nothing is written. Sign-in checks again at each
 * request, since a name may resolve elsewhere later. Attached to the settings route from here so
 * that the issuer rules, which depend on the server's configuration, stay in one place.
 */
export function registerIssuerCheckOnSave(app: FastifyInstance, policy: IssuerPolicy): void {
  const checkIssuer: preHandlerHookHandler = async (request) => {
    const { issuer } = request.body as { issuer?: unknown };
    if (typeof issuer === 'string') await assertIssuerAllowed(issuer, policy);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.url !== settingsRoute || !methods.includes('PUT')) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), checkIssuer];
  });
}
