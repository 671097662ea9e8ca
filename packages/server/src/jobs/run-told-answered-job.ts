import type { EntityRecord } from '@lessor/domain/api';
import { batchEntity } from '@lessor/domain/entities';
import type { Database } from '../db/database.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type AnsweredJob, runAnsweredJob } from './answered-job.ts';
import { readJobRecord } from './job-record.ts';

/** Who is told of a job's end, and where a failure to tell is logged. */
export interface JobEndTeller {
  log: { error(details: object, message: string): void };
  /** Told once the job ended, in whichever status: its author is notified. */
  onEnd(actor: Actor, batch: EntityRecord): Promise<void>;
}

/**
 * Runs an answered job (`runAnsweredJob`), then tells its end, in SUCCESS, WARNING or ERROR alike.
 * A job delivered again once ended tells nothing more; one the queue will try again (its database
 * out of reach) has not ended. Telling never fails the job.
 */
export async function runToldAnsweredJob(
  db: Database,
  job: AnsweredJob,
  teller: JobEndTeller,
  run: (actor: Actor) => Promise<void>,
): Promise<void> {
  let ran = false;
  try {
    await runAnsweredJob(db, job, (actor) => {
      ran = true;
      return run(actor);
    });
  } finally {
    if (ran) await tellEnd(db, job, teller);
  }
}

async function tellEnd(db: Database, job: AnsweredJob, teller: JobEndTeller): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  try {
    const batch = await withTenant(db.app, actor.tenant, (trx) =>
      readJobRecord(trx, actor, batchEntity, job.batchId),
    );
    if (batch.status !== 'PROCESSING') await teller.onEnd(actor, batch);
  } catch (error) {
    teller.log.error({ err: error, job }, 'a job end was not told');
  }
}
