import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type JobHandler, type JobQueue, jobAttempts, type QueueDepth } from './job-queue.ts';

/** Retries of a job that throws: `jobAttempts` in all, as on the embedded database. */
const retryLimit = jobAttempts - 1;
/** Seconds before a job that threw is tried again, on whichever node fetches it first. */
const retryDelaySeconds = 1;
/** How often `idle` and `stop` look again while work goes on. */
const recheckMillis = 50;

export interface PgBossQueueOptions {
  /** The owner's connection string: pg-boss creates its schema and tables beside Lessor's. */
  connectionString: string;
  /** The schema of pg-boss's tables: `pgboss` unless told. Every node of a cluster names the same. */
  schema?: string;
  /** How often an idle worker asks the database for a job, in seconds (pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
  /** A job that threw (with the job), or pg-boss or its connections failing (without one). */
  onError?: (error: unknown, job?: { id: string; name: string }) => void;
}

/**
 * The queue of a PostgreSQL database, on pg-boss in a schema of its own: jobs wait in the database,
 * so a job sent by one node runs on whichever node works its name, exactly once unless it throws.
 * Each node works a name one job at a time; two nodes working it share its jobs. A job that throws
 * is tried again after a short delay, up to three attempts; a job whose node died is tried again
 * once it expires (pg-boss's default: 15 minutes after it started).
 */
export class PgBossQueue implements JobQueue {
  readonly #pool: pg.Pool;
  readonly #boss: PgBoss;
  readonly #schema: string;
  readonly #pollingIntervalSeconds: number;
  readonly #onError: (error: unknown, job?: { id: string; name: string }) => void;
  /** The queues this node made sure exist, by name. */
  readonly #queues = new Map<string, Promise<void>>();
  /** pg-boss's worker of each name this node works, once it started. */
  readonly #workers = new Map<string, string | undefined>();
  /** The names whose jobs `idle` waits for: those this node works or sent. */
  readonly #names = new Set<string>();
  /** Handlers running here, and statements pg-boss has in flight (fetching, completing). */
  #runningJobs = 0;
  #runningStatements = 0;
  #stopping: Promise<void> | undefined;

  constructor({
    connectionString,
    schema = 'pgboss',
    pollingIntervalSeconds = 2,
    onError,
  }: PgBossQueueOptions) {
    this.#schema = schema;
    this.#pollingIntervalSeconds = pollingIntervalSeconds;
    this.#onError = onError ?? (() => {});
    // pg-boss gets a pool of ours, so that `stop` can tell when none of its statements is in flight.
    this.#pool = new pg.Pool({
      connectionString,
      max: 4,
      application_name: 'lessor jobs',
      // As the application's pools: an unreachable server fails a poll instead of hanging it.
      connectionTimeoutMillis: 5000,
    });
    this.#pool.on('error', (error) => this.#onError(error));
    const db: PgBoss.Db = {
      executeSql: async (text, values) => {
        this.#runningStatements++;
        try {
          return await this.#pool.query(text, values);
        } finally {
          this.#runningStatements--;
        }
      },
    };
    // No cron schedules yet: `schedule` would poll for them.
    this.#boss = new PgBoss({ db, schema, schedule: false });
    this.#boss.on('error', (error) => this.#onError(asError(error)));
  }

  /** Creates or migrates pg-boss's schema (once, whichever node starts first), then starts. */
  async start(): Promise<void> {
    await this.#boss.start();
  }

  async work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void> {
    this.#assertRunning();
    if (this.#workers.has(name)) throw new Error(`Jobs '${name}' already have a worker`);
    this.#workers.set(name, undefined);
    try {
      await this.#createQueue(name);
      // One job per fetch, and a worker fetches again only when its job ended: one at a time here.
      const options = { batchSize: 1, pollingIntervalSeconds: this.#pollingIntervalSeconds };
      const worker = await this.#boss.work<Data>(name, options, async (jobs) => {
        try {
          for (const job of jobs) await this.#run(name, handler, job);
        } finally {
          // A worker waits its polling interval after each fetch, even one that found a job: told
          // here, it fetches the next job at once, and waits only once none is left.
          const self = this.#workers.get(name);
          if (self) this.#boss.notifyWorker(self);
        }
      });
      this.#workers.set(name, worker);
      this.#names.add(name);
    } catch (error) {
      this.#workers.delete(name);
      throw error;
    }
  }

  async send<Data extends object>(name: string, data: Data): Promise<string> {
    this.#assertRunning();
    this.#names.add(name);
    await this.#createQueue(name);
    const id = await this.#boss.send(name, data);
    if (!id) throw new Error(`pg-boss did not queue a job '${name}'`);
    // This node's worker of the name looks at once instead of at its next poll.
    const worker = this.#workers.get(name);
    if (worker) this.#boss.notifyWorker(worker);
    return id;
  }

  /**
   * Resolves once no job of a name this node works or sent waits (retries included) or runs, on
   * any node. A job sent here that no node works keeps `idle` waiting for it.
   */
  async idle(): Promise<void> {
    if (this.#stopping) return this.#stopping;
    while ((await this.#unfinishedJobs()) > 0) await sleep(recheckMillis);
  }

  /**
   * The jobs of each queue waiting and running, shared by every node of the database. Counted in
   * pg-boss's job table: the counts `getQueues` answers are refreshed by its monitor, minutes late.
   */
  async depths(): Promise<QueueDepth[]> {
    const { rows } = await this.#pool.query<QueueDepth>(
      `select q.name,
         count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
         count(j.id) filter (where j.state = 'active')::int as running
       from ${this.#schema}.queue q left join ${this.#schema}.job j on j.name = q.name
       group by q.name order by q.name`,
    );
    return rows;
  }

  /** Stops fetching jobs, waits for the running ones and their outcome to be stored, then disconnects. */
  stop(): Promise<void> {
    this.#stopping ??= this.#stop();
    return this.#stopping;
  }

  async #stop(): Promise<void> {
    for (const name of this.#workers.keys()) await this.#boss.offWork(name);
    // A worker ends its loop after the job it has. Between fetching a job and starting its handler,
    // and between the handler and storing its outcome, there are only promise callbacks: checked
    // from a timer, either a statement is in flight or a job runs until the last worker ended.
    while (this.#runningJobs > 0 || this.#runningStatements > 0) await sleep(recheckMillis);
    await this.#boss.stop({ graceful: true });
    await this.#pool.end();
  }

  async #run<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    job: PgBoss.Job<Data>,
  ): Promise<void> {
    this.#runningJobs++;
    try {
      await handler(job.data, { id: job.id });
    } catch (error) {
      this.#onError(error, { id: job.id, name });
      // pg-boss fails the job: it waits `retryDelaySeconds`, or fails for good after the last attempt.
      throw error;
    } finally {
      this.#runningJobs--;
    }
  }

  #createQueue(name: string): Promise<void> {
    let created = this.#queues.get(name);
    if (!created) {
      // A queue that exists keeps its options: createQueue does nothing then.
      created = this.#boss.createQueue(name, { retryLimit, retryDelay: retryDelaySeconds });
      created.catch(() => this.#queues.delete(name));
      this.#queues.set(name, created);
    }
    return created;
  }

  async #unfinishedJobs(): Promise<number> {
    if (this.#names.size === 0) return 0;
    // pg-boss's `job` table is the parent of every queue's partition; its states are ordered.
    const { rows } = await this.#pool.query<{ count: number }>(
      `select count(*)::int as count from ${this.#schema}.job where name = any($1::text[]) and state < 'completed'`,
      [[...this.#names]],
    );
    return rows[0]?.count ?? 0;
  }

  #assertRunning(): void {
    if (this.#stopping) throw new Error('The job queue is stopped');
  }
}

/** pg-boss repeats its workers' errors as plain objects: an Error again, with their details. */
function asError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { message, ...details } = error as { message?: string };
  return Object.assign(new Error(message ?? 'pg-boss failed'), details);
}
