import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { authorizeRoute } from '../permissions/authorize-route.ts';
import type { TenantPermissions } from '../permissions/tenant-permissions.ts';
import type { Actor } from '../tenancy/actor.ts';
import { findUser } from '../tenancy/users.ts';
import { isSessionActive, revokeSession, sessionOfUser } from './session-registry.ts';
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
  }
}

interface ApiRouteAccess {
  method: string;
  url: string;
  access: 'public' | 'signed-in' | 'permission';
}

export interface AuthenticationOptions {
  db: Database;
  tokens: SessionTokens;
  permissions: TenantPermissions;
}

/**
 * Requires a valid, unrevoked session on every `/api` route not marked public, renews it through
 * the `authorization` response header once it has aged (reading the user again, so a locked user
 * is cut off), then checks the route's permission.
 */
export function registerAuthentication(app: FastifyInstance, options: AuthenticationOptions): void {
  const { db, tokens, permissions } = options;
  app.decorateRequest('session', undefined as unknown as Session);
  const apiRoutes: ApiRouteAccess[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config as { public?: boolean; permission?: string | false } | undefined;
    const access = config?.public ? 'public' : config?.permission === false ? 'signed-in' : 'permission';
    for (const method of [route.method].flat())
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public || !request.url.startsWith('/api/')) return;
    // An unknown /api route answers 404 whether or not the caller is signed in.
    if (request.routeOptions.url === undefined) return;
    const token = await sessionOf(request, tokens);
    if (!token || !(await isSessionActive(db.app, token))) throw new LessorError('UNAUTHENTICATED');
    let session = token;
    if (tokens.needsRenewal(token)) {
      const user = await findUser(db.app, token.tenant, token.username);
      if (!user || user.isLocked) {
        await revokeSession(db.app, token);
        throw new LessorError('UNAUTHENTICATED');
      }
      session = { ...sessionOfUser(user, token.sid), issuedAt: Math.floor(Date.now() / 1000) };
      reply.header('authorization', await tokens.sign(session));
    }
    request.session = session;
    if (config.permission === false) return;
    await authorizeRoute(session, permissions, {
      method: request.method,
      url: request.routeOptions.url,
      ...(config.permission ? { required: config.permission } : {}),
    });
  });
}

export function actorOf(request: FastifyRequest): Actor {
  return { tenant: request.session.tenant, username: request.session.username };
}

async function sessionOf(request: FastifyRequest, tokens: SessionTokens): Promise<Session | undefined> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  return token ? tokens.verify(token) : undefined;
}
