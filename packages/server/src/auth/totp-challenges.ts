import type { User } from '@lessor/domain/api';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** A user has five minutes between the first factor and the TOTP code. */
const challengeSeconds = 5 * 60;
const audience = 'lessor:totp';

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
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${challengeSeconds}s`)
      .sign(this.#key);
  }

  async verify(token: string): Promise<{ tenant: string; username: string } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], audience });
      if (typeof payload.sub !== 'string' || typeof payload.tenant !== 'string') return undefined;
      return { tenant: payload.tenant, username: payload.sub };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
