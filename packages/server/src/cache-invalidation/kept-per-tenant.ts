/**
 * What a node keeps of each tenant for a while (a configuration document, a set of scripts): one
 * read shared by the requests that ask while it is under way, kept `ttlMs`, never kept when it
 * failed. Its owner forgets a tenant's copy when it hears the tenant changed it.
 */
export class KeptPerTenant<T> {
  readonly #ttlMs: number;
  readonly #kept = new Map<string, { value: Promise<T>; until: number }>();

  /** `ttlMs` 0 keeps nothing: every call reads. */
  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  get(tenant: string, read: () => Promise<T>): Promise<T> {
    const kept = this.#kept.get(tenant);
    if (kept && kept.until > Date.now()) return kept.value;
    const value = read();
    if (this.#ttlMs > 0) {
      const entry = { value, until: Date.now() + this.#ttlMs };
      this.#kept.set(tenant, entry);
      // The next request reads again, unless a newer read replaced this one.
      value.catch(() => {
        if (this.#kept.get(tenant) === entry) this.#kept.delete(tenant);
      });
    }
    return value;
  }

  /** Until when the tenant's copy is kept; undefined when nothing is. */
  keptUntil(tenant: string): number | undefined {
    const until = this.#kept.get(tenant)?.until;
    return until !== undefined && until > Date.now() ? until : undefined;
  }

  forget(tenant: string): void {
    this.#kept.delete(tenant);
  }

  forgetAll(): void {
    this.#kept.clear();
  }
}
