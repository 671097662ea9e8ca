/**
 * What this node last learned of each session: its state (the user's current rights) or `false`
 * once revoked. A revoked session stays revoked, so that answer is kept; an active one is read
 * again after `activeMs`. Revoking, or changing the user, forgets at once on this node and, told
 * through the cache invalidations (session-registry.ts), on the others; `activeMs` bounds what a
 * lost notification costs. Bounded: the oldest entries go first.
 */
export class SessionActivityCache<State = true> {
  readonly #entries = new Map<string, { state: State | false; until: number; user: string }>();
  readonly #activeMs: number;
  readonly #maxEntries: number;
  /** How many times anything was forgotten: a state read meanwhile may be older than the forgetting. */
  #forgets = 0;

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

  /** A mark to take before reading a state, for `rememberRead`. */
  mark(): number {
    return this.#forgets;
  }

  /** Remembers a state read since `mark`, unless something was forgotten meanwhile: it may predate that. */
  rememberRead(mark: number, sid: string, user: string, state: State | false): void {
    if (mark === this.#forgets) this.remember(sid, user, state);
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
    this.#forgets++;
    for (const [sid, entry] of this.#entries) if (entry.user === user) this.#entries.delete(sid);
  }

  /** A session was revoked elsewhere: read it again. */
  forget(sid: string): void {
    this.#forgets++;
    this.#entries.delete(sid);
  }

  /** Changes may have gone unheard: every session is read again. */
  forgetAll(): void {
    this.#forgets++;
    this.#entries.clear();
  }
}
