import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../tenancy/actor.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not public. */
    session: Session;
  }
  interface FastifyContextConfig {
    /** A public route answers without a session. */
    public?: boolean;
  }
}

/**
 * Requires a valid session on every `/api` route not marked public, and renews it through the
 * `authorization` response header once it has aged, so an active user is never cut off.
 */
export function registerAuthentication(app: FastifyInstance, tokens: SessionTokens): void {
  app.decorateRequest('session', undefined as unknown as Session);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public || !request.url.startsWith('/api/')) return;
    // An unknown /api route answers 404 whether or not the caller is signed in.
    if (request.routeOptions.url === undefined) return;
    const session = await sessionOf(request, tokens);
    if (!session) throw new LessorError('UNAUTHENTICATED');
    request.session = session;
    if (tokens.needsRenewal(session)) {
      reply.header('authorization', await tokens.sign(session));
    }
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
