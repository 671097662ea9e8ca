import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';

/** A session lasts 30 minutes after the last renewal; any call after 5 minutes renews it. */
const sessionSeconds = 30 * 60;
const renewAfterSeconds = 5 * 60;
const maxVerified = 50_000;

export interface Session {
  /** The session's id, which logout revokes. */
  sid: string;
  tenant: string;
  username: string;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isSuperAdmin: boolean;
  profiles: string[];
  /** Issued-at, in seconds. */
  issuedAt: number;
}

/**
 * Signs and checks session tokens (HS256 JWTs). The user's profiles and flags travel in the token
 * for the web application; the server judges each request on the user's flags and profiles as
 * stored (see currentSession), so a change or a lock applies at the next request.
 */
export class SessionTokens {
  readonly #key: Uint8Array;
  readonly #lifetime: number;
  /** Tokens already verified, with their expiry in seconds: a user sends the same one many times. */
  readonly #verified = new Map<string, { session: Session; expiresAt: number }>();

  constructor(secret: string, lifetimeSeconds = sessionSeconds) {
    this.#key = new TextEncoder().encode(secret);
    this.#lifetime = lifetimeSeconds;
  }

  sign(session: Omit<Session, 'issuedAt'>): Promise<string> {
    return new SignJWT({
      tenant: session.tenant,
      adm: session.isAdmin,
      madm: session.isMainAdmin,
      sadm: session.isSuperAdmin,
      prf: session.profiles,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.username)
      .setJti(session.sid)
      .setIssuedAt()
      .setExpirationTime(`${this.#lifetime}s`)
      .sign(this.#key);
  }

  /** The session a token carries, or undefined when it is forged, malformed or expired. */
  async verify(token: string): Promise<Session | undefined> {
    const known = this.#verified.get(token);
    if (known && known.expiresAt > Date.now() / 1000) return known.session;
    if (known) this.#verified.delete(token);
    const session = await this.#verifySignature(token);
    if (session) {
      this.#verified.set(token, session);
      if (this.#verified.size > maxVerified) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
    }
    return session?.session;
  }

  async #verifySignature(token: string): Promise<{ session: Session; expiresAt: number } | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      // A token with an audience is one purpose's (a TOTP step, a document, a run), never a session.
      if (payload.aud !== undefined) return undefined;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.tenant !== 'string' ||
        typeof payload.iat !== 'number' ||
        typeof payload.exp !== 'number'
      )
        return undefined;
      const session: Session = {
        sid: payload.jti,
        tenant: payload.tenant,
        username: payload.sub,
        isAdmin: payload.adm === true,
        isMainAdmin: payload.madm === true,
        isSuperAdmin: payload.sadm === true,
        profiles: Array.isArray(payload.prf) ? payload.prf.filter((p) => typeof p === 'string') : [],
        issuedAt: payload.iat,
      };
      return { session, expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }

  needsRenewal(session: Session, now = Date.now()): boolean {
    return now / 1000 - session.issuedAt >= renewAfterSeconds;
  }
}

/**
 * The signing secret: LESSOR_SESSION_SECRET when set, else the one the first migration generated,
 * read by the owner at start (the application role cannot read it) and opened with the secret key.
 */
export async function loadSessionSecret(db: Database, fromEnvironment?: string): Promise<string> {
  if (fromEnvironment) return fromEnvironment;
  const row = await db.owner
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', 'session_secret')
    .executeTakeFirstOrThrow();
  return db.secrets.open(row.value, secretContexts.sessionSecret);
}
