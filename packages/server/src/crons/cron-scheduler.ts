import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type CronServices, cronKindNamed } from './cron-kinds.ts';
import { cronListDocument, cronSettingsOf, firesAt } from './cron-list.ts';
import { claimCronRun, markCronRun } from './cron-runs.ts';

/** What a queued cron run carries. */
export interface CronJob {
  tenant: string;
  name: string;
  slot: string;
}

export const cronJobName = 'crons.run';

/** The user a scheduled run acts as, in the history of what it writes. */
const cronUser = 'cron';

const minuteMs = 60_000;

/**
 * Fires each tenant's crons on their schedules: every node ticks each minute, and for each
 * enabled cron due at that minute claims its run (cron-runs.ts); only the node whose claim went
 * in queues the run, so a cron fires once per schedule however many nodes tick.
 */
export class CronScheduler {
  readonly #db: Database;
  readonly #queue: JobQueue;
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Database, queue: JobQueue) {
    this.#db = db;
    this.#queue = queue;
  }

  /** Claims and queues the runs due at this minute, for every tenant; answers how many this node queued. */
  async tick(minute: Date): Promise<number> {
    const slot = new Date(Math.floor(minute.getTime() / minuteMs) * minuteMs);
    // Every tenant's latest cron-list at once, read as the owner: this is administration, not a request.
    const { rows } = await sql<{ tenant: string; value: unknown }>`
      select t.id as tenant, d.value from tenants t
      left join lateral (
        select value from configuration_documents c
        where c.tenant = t.id and c.name = ${cronListDocument}
        order by version desc limit 1
      ) d on true`.execute(this.#db.owner);
    let queued = 0;
    for (const { tenant, value } of rows) {
      const due = cronSettingsOf(value).filter((cron) => cron.enabled && firesAt(cron.schedule, slot));
      for (const cron of due) {
        const claimed = await withTenant(this.#db.app, tenant, (trx) =>
          claimCronRun(trx, { tenant, name: cron.name, slot, manual: false, requestedBy: cronUser }),
        );
        if (!claimed) continue;
        await this.#queue.send<CronJob>(cronJobName, { tenant, name: cron.name, slot: slot.toISOString() });
        queued += 1;
      }
    }
    return queued;
  }

  /** Ticks at the start of every minute until stopped; a failed tick is told and the next one tried. */
  start(onError: (error: unknown) => void): void {
    const schedule = () => {
      const wait = minuteMs - (Date.now() % minuteMs) + 50;
      this.#timer = setTimeout(() => {
        this.tick(new Date()).catch(onError).finally(schedule);
      }, wait);
      this.#timer.unref();
    };
    schedule();
  }

  stop(): void {
    clearTimeout(this.#timer);
  }
}

/** Runs a claimed cron and records how it went; a failure is recorded, not retried. */
export async function runCron(
  db: Database,
  catalogue: EntityCatalogue,
  job: CronJob,
  log: (error: unknown) => void,
  services: CronServices = {},
): Promise<void> {
  const run = { tenant: job.tenant, name: job.name, slot: new Date(job.slot) };
  const kind = cronKindNamed(job.name);
  await withTenant(db.app, job.tenant, (trx) => markCronRun(trx, run, { started: true }));
  try {
    if (!kind) throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', ['Cron', job.name]);
    const message = await kind.run({
      db,
      catalogue,
      actor: { tenant: job.tenant, username: cronUser },
      slot: run.slot,
      services,
    });
    await withTenant(db.app, job.tenant, (trx) => markCronRun(trx, run, { status: 'SUCCESS', message }));
  } catch (error) {
    log(error);
    const message = error instanceof LessorError ? error.message : 'The run failed: the server log tells why';
    await withTenant(db.app, job.tenant, (trx) => markCronRun(trx, run, { status: 'ERROR', message }));
  }
}
