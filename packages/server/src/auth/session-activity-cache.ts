/**
 * What this node last learned of each session: its state (the user's current rights) or `false`
 * once revoked. A revoked session stays revoked, so that answer is kept; an active one is read
 * again after `activeMs`. Revoking, or changing the user, on this node forgets at once; another
 * node sees it within `activeMs`. Bounded: the oldest entries go first.
 */
export class SessionActivityCache<State = true> {
  readonly #entries = new Map<string, { state: State | false; until: number; user: string }>();
  readonly #activeMs: number;
  readonly #maxEntries: number;

  constructor(activeMs = 1000, maxEntries = 50_000) {
    this.#activeMs = activeMs;
    this.#maxEntries = maxEntries;
  }

  /** The known state of a session, `false` when revoked, or undefined when it must be read again. */
  known(sid: string, now = Date.now()): State | false | undefined {
    const entry = this.#entries.get(sid);
    if (!entry) return undefined;
    if (entry.state === false) return false;
    return entry.until > now ? entry.state : undefined;
  }

  remember(sid: string, user: string, state: State | false, now = Date.now()): void {
    this.#entries.delete(sid);
    this.#entries.set(sid, { state, until: now + this.#activeMs, user });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** A user changed or was revoked: none of their sessions may be answered from memory. */
  forgetUser(user: string): void {
    for (const [sid, entry] of this.#entries) if (entry.user === user) this.#entries.delete(sid);
  }
}
