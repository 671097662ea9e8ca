/**
 * What this node last learned of each session: revoked sessions stay revoked, so that answer is
 * kept; an active one is checked again after `activeMs`. Revoking on this node forgets at once;
 * another node sees a revocation within `activeMs`. Bounded: the oldest entries go first.
 */
export class SessionActivityCache {
  readonly #entries = new Map<string, { active: boolean; until: number; user: string }>();
  readonly #activeMs: number;
  readonly #maxEntries: number;

  constructor(activeMs = 1000, maxEntries = 50_000) {
    this.#activeMs = activeMs;
    this.#maxEntries = maxEntries;
  }

  /** The known answer for a session, or undefined when it must be read again. */
  known(sid: string, now = Date.now()): boolean | undefined {
    const entry = this.#entries.get(sid);
    if (!entry) return undefined;
    if (!entry.active) return false;
    return entry.until > now ? true : undefined;
  }

  remember(sid: string, user: string, active: boolean, now = Date.now()): void {
    this.#entries.delete(sid);
    this.#entries.set(sid, { active, until: now + this.#activeMs, user });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Every session of a user is revoked: none of them may be answered from memory. */
  forgetUser(user: string): void {
    for (const [sid, entry] of this.#entries) if (entry.user === user) this.#entries.delete(sid);
  }
}
