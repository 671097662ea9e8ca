/** What a cache does when it hears of a change. Both are called synchronously and must not throw. */
export interface InvalidationListener {
  /** The entry `key` changed: read it again when next asked. */
  forget(key: string): void;
  /** Changes may have gone unheard (the listening connection was lost): trust nothing kept. */
  forgetAll(): void;
}

/**
 * Tells every node's caches that something they keep changed: the node itself at once, the others
 * through the database (postgres-invalidations.ts), or in this process only on the embedded
 * database, which one process serves (in-process-invalidations.ts). A topic names a kind of entry
 * (a configuration document, a user's sessions); its owner chooses its keys.
 */
export interface CacheInvalidations {
  /** Forgets `key` here at once and on every other node soon after; never fails (errors are reported). */
  publish(topic: string, key: string): void;
  /** Answers how to stop listening. */
  subscribe(topic: string, listener: InvalidationListener): () => void;
  /** Stops listening; every subscription ends. */
  close(): Promise<void>;
}

/** The one PostgreSQL channel all invalidations travel on, each a JSON `{ topic, key }`. */
export const invalidationChannel = 'lessor_cache_invalidations';

export function encodeInvalidation(topic: string, key: string): string {
  return JSON.stringify({ topic, key });
}

/** A notification's topic and key, or undefined when it is not one of ours. */
export function decodeInvalidation(payload: string): { topic: string; key: string } | undefined {
  try {
    const { topic, key } = JSON.parse(payload) as { topic?: unknown; key?: unknown };
    return typeof topic === 'string' && typeof key === 'string' ? { topic, key } : undefined;
  } catch {
    return undefined;
  }
}
