import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** A verified token's payload: its subject (a username) and the claims its purpose gave it. */
export type ScopedPayload = JWTPayload & { sub: string; iat: number };

/**
 * Short-lived HS256 JWTs of one purpose, signed with the session secret: a document's content
 * (documents/document-content-tokens.ts), a script run in a new tab (scripts/script-run-tokens.ts).
 * The audience names the purpose, so that one purpose's token is never taken for another's, nor
 * for a session (session tokens carry no audience). Each purpose reads its own claims.
 */
export class ScopedTokens {
  readonly #key: Uint8Array;
  readonly #audience: string;
  readonly #lifetimeSeconds: number;

  constructor(secret: string, audience: string, lifetimeSeconds: number) {
    this.#key = new TextEncoder().encode(secret);
    this.#audience = audience;
    this.#lifetimeSeconds = lifetimeSeconds;
  }

  async issue(
    subject: string,
    claims: Readonly<Record<string, string>>,
  ): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = Math.floor(Date.now() / 1000) + this.#lifetimeSeconds;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setAudience(this.#audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(this.#key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The payload of a token of this purpose, or undefined when it is forged, malformed, expired or another's. */
  async verify(token: string): Promise<ScopedPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        audience: this.#audience,
      });
      const { sub, iat } = payload;
      return typeof sub === 'string' && typeof iat === 'number' ? { ...payload, sub, iat } : undefined;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }
}
