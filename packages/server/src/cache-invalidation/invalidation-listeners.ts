import type { InvalidationListener } from './cache-invalidations.ts';

/** The listeners of each topic, and the telling of them. */
export class InvalidationListeners {
  /** Each subscription its own entry, so that the same listener subscribed twice is removed once. */
  readonly #byTopic = new Map<string, Set<{ listener: InvalidationListener }>>();

  add(topic: string, listener: InvalidationListener): () => void {
    let subscriptions = this.#byTopic.get(topic);
    if (!subscriptions) {
      subscriptions = new Set();
      this.#byTopic.set(topic, subscriptions);
    }
    const subscription = { listener };
    subscriptions.add(subscription);
    return () => subscriptions.delete(subscription);
  }

  forget(topic: string, key: string): void {
    for (const { listener } of this.#byTopic.get(topic) ?? []) listener.forget(key);
  }

  forgetAll(): void {
    for (const subscriptions of this.#byTopic.values())
      for (const { listener } of subscriptions) listener.forgetAll();
  }

  clear(): void {
    this.#byTopic.clear();
  }
}
