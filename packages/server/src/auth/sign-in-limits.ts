import { LessorError } from '@lessor/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

/**
 * Sign-in attempts from one client address: 30 a minute, more is brute force. The address is the
 * client's as the configured proxies report it (`LESSOR_TRUST_PROXY`), so behind a reverse proxy
 * one client's failures do not lock out everybody else.
 */
export const signInRateLimit = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Sign-in attempts on one account, from any address: a handful of codes per quarter of an hour, so
 * spreading guesses over many addresses gains nothing.
 */
const attemptsPerAccount = { max: 10, timeWindow: 15 * 60 * 1000 } as const;

/** The key of the account an attempt is about, when one is known. */
export function accountKey(user: { tenant: string; username: string } | undefined): string | undefined {
  return user && JSON.stringify([user.tenant, user.username]);
}

/**
 * A hook that counts each attempt on the account it names (a TOTP challenge's, a session's) and
 * refuses with 429 past the limit. An attempt that names no account is left to the address limit.
 */
export function limitSignInsPerAccount<Route extends RouteGenericInterface>(
  app: FastifyInstance,
  accountOf: (request: FastifyRequest<Route>) => Promise<string | undefined> | string | undefined,
): (request: FastifyRequest<Route>, reply: FastifyReply) => Promise<void> {
  const accounts = new WeakMap<object, string>();
  const limit = app.createRateLimit({
    ...attemptsPerAccount,
    keyGenerator: (request) => accounts.get(request) ?? '',
  });
  return async (request, reply) => {
    const account = await accountOf(request);
    if (account === undefined) return;
    accounts.set(request, account);
    const outcome = await limit(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', outcome.ttlInSeconds);
    throw new LessorError('TOO_MANY_REQUESTS', [`${Math.ceil(outcome.ttlInSeconds / 60)} minutes`]);
  };
}
