import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';

/** A session lasts 30 minutes after the last renewal; any call after 5 minutes renews it. */
const sessionSeconds = 30 * 60;
const renewAfterSeconds = 5 * 60;
/** Tokens verified, and sessions renewed, kept in memory at most. */
const maxRemembered = 50_000;
/**
 * A session's renewed token is answered to its calls for this long: a client that goes on sending
 * its aged token (calls already under way, or one that does not take the new token) gets the same
 * new one rather than a signature at every call.
 */
const renewalReuseMs = 60_000;

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
  /** The last token signed for each renewed session, with the claims it carries and until when it is answered. */
  readonly #renewals = new Map<string, { token: string; claims: string; until: number }>();

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
      forgetOldest(this.#verified);
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

  /**
   * A new token for an aged session: the one signed for it in the last minute when it carries the
   * same rights, else a new signature. Rights are judged on the stored user at every call anyway;
   * the token's copy is what the web application shows.
   */
  async renew(session: Session, now = Date.now()): Promise<string> {
    const { issuedAt: _, ...claims } = session;
    const carried = JSON.stringify(claims);
    const known = this.#renewals.get(session.sid);
    if (known && known.until > now && known.claims === carried) return known.token;
    const token = await this.sign(claims);
    this.#renewals.delete(session.sid);
    this.#renewals.set(session.sid, { token, claims: carried, until: now + renewalReuseMs });
    forgetOldest(this.#renewals);
    return token;
  }
}

/** Keeps a map of what was last computed within its bound, forgetting the oldest entry first. */
function forgetOldest(map: Map<string, unknown>): void {
  if (map.size <= maxRemembered) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

/**
 * The signing secret: LESSOR_SESSION_SECRET when set, else the installation's own
 * (db/session-secret.ts), read by the owner at start (the application role cannot read it) and
 * opened with the secret key.
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
