import { randomUUID } from 'node:crypto';
import { type JobHandler, type JobQueue, jobAttempts, type QueueDepth } from './job-queue.ts';

interface QueuedJob {
  id: string;
  name: string;
  data: object;
  attempt: number;
}

/**
 * The queue of the embedded database: one process serves it, so jobs wait in memory and run one
 * at a time, in the order sent. A job that throws is tried again, up to `jobAttempts`. Jobs
 * waiting when the process ends are lost: their records say where they stopped (CONTINUE).
 */
export class InProcessQueue implements JobQueue {
  readonly #handlers = new Map<string, JobHandler<object>>();
  readonly #waiting: QueuedJob[] = [];
  readonly #onError: (error: unknown, job: QueuedJob) => void;
  #running: Promise<void> | undefined;
  /** The job its handler is running now: one at a time. */
  #current: QueuedJob | undefined;
  #stopped = false;

  constructor({ onError }: { onError?: (error: unknown, job: { id: string; name: string }) => void } = {}) {
    this.#onError = onError ?? (() => {});
  }

  async work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void> {
    if (this.#handlers.has(name)) throw new Error(`Jobs '${name}' already have a worker`);
    this.#handlers.set(name, handler as JobHandler<object>);
    this.#wake();
  }

  async send<Data extends object>(name: string, data: Data): Promise<string> {
    if (this.#stopped) throw new Error('The job queue is stopped');
    const id = randomUUID();
    // Through JSON, as pg-boss stores it: a handler never sees what another node could not.
    this.#waiting.push({ id, name, data: JSON.parse(JSON.stringify(data)), attempt: 1 });
    this.#wake();
    return id;
  }

  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async depths(): Promise<QueueDepth[]> {
    const names = new Set([...this.#handlers.keys(), ...this.#waiting.map((job) => job.name)]);
    return [...names].sort().map((name) => ({
      name,
      waiting: this.#waiting.filter((job) => job.name === name).length,
      running: this.#current?.name === name ? 1 : 0,
    }));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.idle();
  }

  #wake(): void {
    if (this.#running || this.#stopped) return;
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
    });
  }

  async #drain(): Promise<void> {
    for (;;) {
      const index = this.#waiting.findIndex((job) => this.#handlers.has(job.name));
      if (index < 0 || this.#stopped) return;
      const [job] = this.#waiting.splice(index, 1);
      if (!job) return;
      this.#current = job;
      try {
        await this.#handlers.get(job.name)?.(job.data, { id: job.id });
      } catch (error) {
        this.#onError(error, job);
        if (job.attempt < jobAttempts) this.#waiting.push({ ...job, attempt: job.attempt + 1 });
      } finally {
        this.#current = undefined;
      }
    }
  }
}
