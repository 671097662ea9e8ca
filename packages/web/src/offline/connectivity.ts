/** How often the server is asked whether it answers again, while offline (foundation.md §4). */
const pingIntervalMs = 2_000;
const pingPath = '/api/core/ping';
/** The tenant's setting as last read, so that an application opened offline knows it before reading it. */
const supportKey = 'lessor.offline-support';

type Listener = () => void;

/**
 * Whether the application works offline: with the tenant's `offlineSupport` setting on, a call
 * that gets no answer at all (the network is gone, not the server refusing) switches it offline on
 * a secure origin (https, or this machine); it then asks `/api/core/ping` every 2 s and switches
 * back on the first answer. Its listeners hear each switch (the shell tells it in the spec's words).
 */
class Connectivity {
  #offline = false;
  #supported = localStorage.getItem(supportKey) === 'true';
  #timer: ReturnType<typeof setInterval> | undefined;
  readonly #listeners = new Set<Listener>();

  /** The tenant's `offlineSupport` setting, as the shell reads it from the user's configuration. */
  support(supported: boolean): void {
    this.#supported = supported;
    if (supported) localStorage.setItem(supportKey, 'true');
    else localStorage.removeItem(supportKey);
  }

  get supported(): boolean {
    return this.#supported;
  }

  get offline(): boolean {
    return this.#offline;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A call got no answer: offline, when the tenant works offline and the origin allows it. */
  noAnswer(): void {
    if (this.#offline || !this.#supported || !secureOrigin()) return;
    this.#offline = true;
    this.#timer = setInterval(() => void this.#ping(), pingIntervalMs);
    this.#tell();
  }

  /**
   * The server answered this browser: online again, without waiting for the next ping. Another
   * tab's replay is such an answer: a tab that follows the registrations it was told reads their
   * records from the server, not from what it keeps (where a record made offline is not).
   */
  answered(): void {
    if (!this.#offline) return;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#offline = false;
    this.#tell();
  }

  async #ping(): Promise<void> {
    try {
      const answer = await fetch(pingPath, { cache: 'no-store' });
      if (answer.ok) this.answered();
    } catch {
      // Still no answer: the next ping asks again.
    }
  }

  #tell(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** Service workers, and so the offline mode, need a secure origin: https, or this machine. */
function secureOrigin(): boolean {
  const { protocol, hostname } = window.location;
  return (
    protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  );
}

export const connectivity = new Connectivity();
