import type { TotpChallenge, User } from '@lessor/domain/api';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import { openSession } from './session-registry.ts';
import type { SessionTokens } from './session-tokens.ts';
import type { TotpChallenges } from './totp-challenges.ts';

export interface SignInServices {
  db: Database;
  tokens: SessionTokens;
  challenges: TotpChallenges;
}

/**
 * After a first factor: a user with MFA gets the TOTP step (a temporary token and the username);
 * any other user gets a session in the `authorization` header and their profile in the body.
 */
export async function completeSignIn(
  reply: FastifyReply,
  services: SignInServices,
  user: User,
): Promise<User | TotpChallenge> {
  if (user.hasActivatedMfa) {
    const totpToken = await services.challenges.issue(user);
    return { totpToken, username: user.username, mfaMethods: ['TOTP'] };
  }
  reply.header('authorization', await openSession(services.db, services.tokens, user, 'a sign-in link'));
  return user;
}
