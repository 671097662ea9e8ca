import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** A session lasts 30 minutes after the last renewal; any call after 5 minutes renews it. */
const sessionSeconds = 30 * 60;
const renewAfterSeconds = 5 * 60;

export interface Session {
  tenant: string;
  username: string;
  isAdmin: boolean;
  /** Issued-at, in seconds. */
  issuedAt: number;
}

/**
 * Signs and checks session tokens (HS256 JWTs). Sessions live in the token alone, so any API
 * node holding the secret serves any user.
 */
export class SessionTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(session: Omit<Session, 'issuedAt'>): Promise<string> {
    return new SignJWT({ tenant: session.tenant, adm: session.isAdmin })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.username)
      .setIssuedAt()
      .setExpirationTime(`${sessionSeconds}s`)
      .sign(this.#key);
  }

  /** The session a token carries, or undefined when it is forged, malformed or expired. */
  async verify(token: string): Promise<Session | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.tenant !== 'string' ||
        typeof payload.iat !== 'number'
      )
        return undefined;
      return {
        tenant: payload.tenant,
        username: payload.sub,
        isAdmin: payload.adm === true,
        issuedAt: payload.iat,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }

  needsRenewal(session: Session, now = Date.now()): boolean {
    return now / 1000 - session.issuedAt >= renewAfterSeconds;
  }
}

/** The signing secret: LESSOR_SESSION_SECRET when set, else the one the first migration generated. */
export async function loadSessionSecret(db: Kysely<CoreDatabase>, fromEnvironment?: string): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
