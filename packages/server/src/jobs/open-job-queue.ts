import type { Database } from '../db/database.ts';
import { InProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

interface JobQueueOptions {
  /** A job that threw (with the job), or the queue itself failing (without one). */
  onError?: (error: unknown, job?: { id: string; name: string }) => void;
}

/**
 * The job queue of a database, started: pg-boss in its `pgboss` schema on PostgreSQL, shared by
 * every node connected to it; one in this process on the embedded database, which only one
 * process opens.
 */
export async function openJobQueue(db: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  if (db.kind === 'embedded') return new InProcessQueue(options);
  if (!db.connectionString)
    throw new Error(`The database at ${db.location} has no connection string for jobs`);
  const queue = new PgBossQueue({ connectionString: db.connectionString, ...options });
  await queue.start();
  return queue;
}
