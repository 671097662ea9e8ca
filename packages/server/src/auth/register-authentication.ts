import { LessorError } from '@lessor/domain/errors';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { assertAdmin } from '../permissions/assert-admin.ts';
import { assertSuperAdmin } from '../permissions/assert-super-admin.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import { type QueryTokenReader, readQueryTokenSession, readSession } from './read-session.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with what it asks of the caller, as registered. */
    apiRoutes: ApiRouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** A public route answers without a session. */
    public?: boolean;
    /**
     * The permission key the route needs; by default 'read' (GET) or 'write' and the collection
     * path. `false`: any signed-in user, for routes about the caller themselves.
     */
    permission?: string | false;
    /** Only admins, whatever permissions a profile holds (`write all` included). */
    adminOnly?: boolean;
    /** Only super admins: what reaches past the caller's tenant (the database's sessions). */
    superAdminOnly?: boolean;
    /**
     * Without a session, the route takes a token of its own in the query (`?token=`): a new tab
     * cannot send the session header. What the reader answers is checked as a session.
     */
    queryToken?: QueryTokenReader;
  }
}

interface ApiRouteAccess {
  method: string;
  url: string;
  access: 'public' | 'signed-in' | 'permission' | 'admin' | 'super-admin';
}

export interface AuthenticationOptions {
  db: Database;
  tokens: SessionTokens;
  permissions: TenantPermissions;
  /** The entities served, whose names open the reading of their collections. */
  catalogue: EntityCatalogue;
}

/**
 * Requires a valid, unrevoked session on every `/api` route not marked public, with the user's
 * current flags and profiles (a demotion or a lock applies at the next request), renews it through
 * the `authorization` response header once it has aged, then checks the route's permission. A
 * route with a `queryToken` reader also finds the session through the token of its query.
 */
export function registerAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  const { db, tokens, permissions, catalogue } = options;
  app.decorateRequest('session', undefined as unknown as Session);
  const apiRoutes: ApiRouteAccess[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = accessOf(route.config as FastifyContextConfig | undefined);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public || !request.url.startsWith('/api/')) return;
    // An unknown /api route answers 404 whether or not the caller is signed in.
    if (request.routeOptions.url === undefined) return;
    const bearer = await readSession(request, db, tokens);
    if (bearer && tokens.needsRenewal(bearer)) reply.header('authorization', await tokens.renew(bearer));
    // A session read from a query token is never renewed: whoever holds the address would read
    // the session's own token in the answer.
    const session =
      bearer ?? (config.queryToken && (await readQueryTokenSession(request, db, config.queryToken)));
    if (!session) throw new LessorError('UNAUTHENTICATED');
    request.session = session;
    // What the request logs from here on is about this tenant: its administrators see it (logbook/).
    request.log = request.log.child({ tenant: session.tenant, user: session.username });
    if (config.superAdminOnly) return assertSuperAdmin(session);
    if (config.adminOnly) return assertAdmin(session);
    if (config.permission === false) return;
    await authorizeRoute(session, permissions, catalogue, {
      method: request.method,
      url: request.routeOptions.url,
      ...(config.permission ? { required: config.permission } : {}),
    });
  });
}

function accessOf(config: FastifyContextConfig | undefined): ApiRouteAccess['access'] {
  if (config?.public) return 'public';
  if (config?.superAdminOnly) return 'super-admin';
  if (config?.adminOnly) return 'admin';
  return config?.permission === false ? 'signed-in' : 'permission';
}
