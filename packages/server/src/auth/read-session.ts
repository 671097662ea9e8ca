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
  return token && currentSession(db.app, token);
}
