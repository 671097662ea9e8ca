import type { CacheInvalidations, InvalidationListener } from './cache-invalidations.ts';
import { InvalidationListeners } from './invalidation-listeners.ts';

/**
 * The listeners of every embedded database's caches in this process: one process serves an
 * embedded database, so it hears every change made in the process (a test process that opens
 * several only forgets a little more than it must).
 */
const inProcess = new InvalidationListeners();

/** Tells the caches of the embedded databases of this process (publish-within.ts). */
export function forgetInProcess(topic: string, key: string): void {
  inProcess.forget(topic, key);
}

/** The invalidations of the embedded database: no other node to tell, no connection to lose. */
export class InProcessInvalidations implements CacheInvalidations {
  readonly #subscriptions = new Set<() => void>();

  publish(topic: string, key: string): void {
    inProcess.forget(topic, key);
  }

  subscribe(topic: string, listener: InvalidationListener): () => void {
    const remove = inProcess.add(topic, listener);
    const unsubscribe = () => {
      remove();
      this.#subscriptions.delete(unsubscribe);
    };
    this.#subscriptions.add(unsubscribe);
    return unsubscribe;
  }

  async close(): Promise<void> {
    for (const unsubscribe of [...this.#subscriptions]) unsubscribe();
  }
}
