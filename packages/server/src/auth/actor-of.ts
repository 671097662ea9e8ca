import type { FastifyRequest } from 'fastify';
import type { Actor } from '../tenancy/actor.ts';

/** Who a signed-in request acts as: its session's tenant and user. */
export function actorOf(request: FastifyRequest): Actor {
  return { tenant: request.session.tenant, username: request.session.username };
}
