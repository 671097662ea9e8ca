import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { CoreDatabase } from '../db/schema.ts';
import {
  type CacheInvalidations,
  decodeInvalidation,
  encodeInvalidation,
  type InvalidationListener,
  invalidationChannel,
} from './cache-invalidations.ts';
import { InvalidationListeners } from './invalidation-listeners.ts';

/** The wait before connecting again doubles from the first to the last, then stays. */
const firstRetryMs = 100;
const lastRetryMs = 10_000;
/**
 * A connection cut without a word (a network partition) raises no error: the listener asks a
 * question this often, and takes no answer within `answerMs` for a loss.
 */
const heartbeatMs = 30_000;
const answerMs = 10_000;

export interface PostgresInvalidationsOptions {
  /** Where to listen: any role may LISTEN, so the owner's connection string serves. */
  connectionString: string;
  /** Where `publish` sends its notification: the application's pool. */
  db: Kysely<CoreDatabase>;
  /** How the listening connection shows in pg_stat_activity. */
  applicationName?: string;
  /** The listening connection lost, or a notification that could not be sent. */
  onError?: (error: unknown) => void;
}

/**
 * Invalidations between the nodes of one PostgreSQL database over LISTEN/NOTIFY. One connection of
 * its own, out of the pools (LISTEN belongs to a session, and a pool lends its sessions to anyone),
 * listens on one channel. PostgreSQL keeps no notification for a session that was not listening:
 * when the connection drops, it connects again after a growing wait and, listening again, tells
 * every listener to forget everything, since it may have missed some.
 */
export class PostgresInvalidations implements CacheInvalidations {
  readonly #options: PostgresInvalidationsOptions;
  readonly #onError: (error: unknown) => void;
  readonly #listeners = new InvalidationListeners();
  /** Connections given up: their later errors and end say nothing new. */
  readonly #dropped = new WeakSet<pg.Client>();
  /** Notifications on their way, which closing waits for. */
  readonly #sending = new Set<Promise<unknown>>();
  readonly #heartbeat: NodeJS.Timeout;
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #retry: NodeJS.Timeout | undefined;
  #failures = 0;
  #closed = false;

  private constructor(options: PostgresInvalidationsOptions) {
    this.#options = options;
    this.#onError = options.onError ?? (() => {});
    this.#heartbeat = setInterval(() => this.#checkConnection(), heartbeatMs).unref();
  }

  /** Answers once listening; if the first connection fails, it reports it and goes on trying. */
  static async start(options: PostgresInvalidationsOptions): Promise<PostgresInvalidations> {
    const invalidations = new PostgresInvalidations(options);
    await invalidations.#connect();
    return invalidations;
  }

  publish(topic: string, key: string): void {
    this.#listeners.forget(topic, key);
    const sending = sql`select pg_notify(${invalidationChannel}, ${encodeInvalidation(topic, key)})`
      .execute(this.#options.db)
      .catch(this.#onError)
      .finally(() => this.#sending.delete(sending));
    this.#sending.add(sending);
  }

  subscribe(topic: string, listener: InvalidationListener): () => void {
    return this.#listeners.add(topic, listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#retry);
    this.#listeners.clear();
    await this.#connecting;
    await Promise.allSettled(this.#sending);
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      this.#dropped.add(client);
      await client.end().catch(() => {});
    }
  }

  #connect(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    const connecting = this.#listen().finally(() => {
      if (this.#connecting === connecting) this.#connecting = undefined;
    });
    this.#connecting = connecting;
    return connecting;
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: this.#options.applicationName ?? 'lessor cache invalidations',
      connectionTimeoutMillis: 5000,
      query_timeout: answerMs,
      keepAlive: true,
    });
    client.on('error', (error) => this.#lose(client, error));
    client.on('end', () => this.#lose(client, new Error('The listening connection ended')));
    client.on('notification', ({ channel, payload }) => {
      const invalidation =
        channel === invalidationChannel && payload ? decodeInvalidation(payload) : undefined;
      if (invalidation) this.#listeners.forget(invalidation.topic, invalidation.key);
    });
    try {
      await client.connect();
      await client.query(`listen ${invalidationChannel}`);
    } catch (error) {
      this.#lose(client, error);
      return;
    }
    this.#client = client;
    this.#failures = 0;
    // Whatever was published while nobody listened here went unheard.
    this.#listeners.forgetAll();
  }

  #lose(client: pg.Client, error: unknown): void {
    if (this.#dropped.has(client)) return;
    this.#dropped.add(client);
    if (this.#client === client) this.#client = undefined;
    client.end().catch(() => {});
    if (this.#closed) return;
    this.#onError(error);
    const wait = Math.min(lastRetryMs, firstRetryMs * 2 ** this.#failures++);
    this.#retry = setTimeout(() => void this.#connect(), wait).unref();
  }

  #checkConnection(): void {
    const client = this.#client;
    if (client) client.query('select 1').catch((error: unknown) => this.#lose(client, error));
  }
}
