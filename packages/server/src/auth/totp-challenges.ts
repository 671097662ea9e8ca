import { randomUUID } from 'node:crypto';
import type { User } from '@lessor/domain/api';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** A user has five minutes between the first factor and the TOTP code. */
const challengeSeconds = 5 * 60;
const audience = 'lessor:totp';

export interface TotpChallenge {
  tenant: string;
  username: string;
  /** Names the challenge, so that it is used once. */
  id: string;
  expiresAt: Date;
}

/**
 * The temporary token of the TOTP step: a signed, short-lived statement that the user passed the
 * first factor. Its audience keeps it from ever being taken for a session, and the reverse.
 */
export class TotpChallenges {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  issue(user: Pick<User, 'tenant' | 'username'>): Promise<string> {
    return new SignJWT({ tenant: user.tenant })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.username)
      .setJti(randomUUID())
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${challengeSeconds}s`)
      .sign(this.#key);
  }

  async verify(token: string): Promise<TotpChallenge | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], audience });
      const { sub, tenant, jti, exp } = payload;
      if (typeof sub !== 'string' || typeof tenant !== 'string' || typeof jti !== 'string' || !exp)
        return undefined;
      return { tenant, username: sub, id: jti, expiresAt: new Date(exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}

/**
 * Marks a challenge used, in the transaction that accepts its code: answers false when it was
 * used already, on this node or another. A used challenge is kept until it expires.
 */
export async function useTotpChallenge(trx: TenantTransaction, challenge: TotpChallenge): Promise<boolean> {
  await trx.deleteFrom('totp_used_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  const used = await trx
    .insertInto('totp_used_challenges')
    .values({ id: challenge.id, expires_at: challenge.expiresAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
