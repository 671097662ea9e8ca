/**
 * Work nobody waits for (an import, an export, a billing run), queued by a request and run by a
 * worker: pg-boss in PostgreSQL, so that any node of a cluster may run it once
 * (pg-boss-queue.ts), or the same interface in one process on the embedded database
 * (in-process-queue.ts). A job's data is plain JSON: it may cross to another node.
 */
export interface JobQueue {
  /** Runs the jobs of this name, sent before or after, through the handler; once per name. */
  work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void>;
  /** Queues a job and answers its id; it runs on whichever node works its name. */
  send<Data extends object>(name: string, data: Data): Promise<string>;
  /** Resolves once no job is waiting or running here: for tests, benches and shutdown. */
  idle(): Promise<void>;
  /** The jobs of each name waiting and running now, on every node that shares the queue. */
  depths(): Promise<QueueDepth[]>;
  /** Stops taking jobs, then waits for the running ones to finish. */
  stop(): Promise<void>;
}

/**
 * Runs one job. A job that throws is retried by the queue up to its limit; a handler keeps its
 * own progress (its items done), so that a retry goes on where the failed run stopped.
 */
export interface QueueDepth {
  name: string;
  waiting: number;
  running: number;
}

/** How many times a job that throws is run in all, by either queue, before it fails for good. */
export const jobAttempts = 3;

export type JobHandler<Data> = (data: Data, job: { id: string }) => Promise<void>;
