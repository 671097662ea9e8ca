import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { currentSession } from './session-registry.ts';
import type { Session, SessionTokens } from './session-tokens.ts';

/**
 * The caller's session: a bearer token whose signature holds, for a session still open, with the
 * user's current rights. Undefined otherwise. The one check every route that reads a token goes
 * through: a signature alone says nothing of a logout or a lock.
 */
export async function readSession(
  request: FastifyRequest,
  db: Database,
  tokens: SessionTokens,
): Promise<Session | undefined> {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  const token = bearer ? await tokens.verify(bearer) : undefined;
  return token && currentSession(db, token);
}

/** What a route's own query token tells of the session that asked for it; undefined when it does not hold for this request. */
export type QueryTokenReader = (
  token: string,
  request: FastifyRequest,
) => Promise<Pick<Session, 'sid' | 'tenant' | 'username' | 'issuedAt'> | undefined>;

/**
 * The session behind the `token` of the query string, for a route a new tab opens (a script run
 * by name): checked as a bearer session is, so a logout or a lock ends it too.
 */
export async function readQueryTokenSession(
  request: FastifyRequest,
  db: Database,
  read: QueryTokenReader,
): Promise<Session | undefined> {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  if (typeof token !== 'string' || token === '') return undefined;
  const claims = await read(token, request);
  return claims && currentSession(db, claims);
}
