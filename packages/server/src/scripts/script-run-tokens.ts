import { ScopedTokens } from '../auth/scoped-tokens.ts';
import type { Session } from '../auth/session-tokens.ts';

/** Long enough for a new tab to load its address, short enough that a copied one soon dies. */
const runTokenSeconds = 60;
const audience = 'lessor:script-run';

/** What a run token allows: running one script by name, as one user of one tenant, in one session. */
export interface ScriptRunGrant extends Pick<Session, 'sid' | 'tenant' | 'username' | 'issuedAt'> {
  name: string;
}

/**
 * The token of `GET /api/script/runs/{name}?token=` opened in a new tab, which cannot send the
 * session header (foundation.md §2, Ctrl+Shift+X). It names the session that asked for it, so the
 * run is checked as that session's request would be, and dies with it; the session's own token
 * never travels in an address.
 */
export class ScriptRunTokens {
  readonly #tokens: ScopedTokens;

  constructor(secret: string) {
    this.#tokens = new ScopedTokens(secret, audience, runTokenSeconds);
  }

  issue(grant: Omit<ScriptRunGrant, 'issuedAt'>): Promise<{ token: string; expiresAt: Date }> {
    return this.#tokens.issue(grant.username, { tenant: grant.tenant, sid: grant.sid, run: grant.name });
  }

  /** The grant a token carries, or undefined when it is forged, malformed, expired or not a run's. */
  async verify(token: string): Promise<ScriptRunGrant | undefined> {
    const payload = await this.#tokens.verify(token);
    if (!payload) return undefined;
    const { tenant, sid, run, sub, iat } = payload;
    if (typeof tenant !== 'string' || typeof sid !== 'string' || typeof run !== 'string') return undefined;
    return { tenant, sid, name: run, username: sub, issuedAt: iat };
  }
}
