import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import { runBilling } from '../billing/run-billing.ts';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { remindOverdueInvoices } from '../collections/overdue-reminders.ts';
import { importStatementInbox } from '../collections/statement-inbox.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { countAccesses } from '../logbook/access-statistics.ts';
import { defaultLogRetentionDays, expireLogs } from '../logbook/expire-logs.ts';
import { recordTenantMetrics } from '../metrics/record-tenant-metrics.ts';
import { sweepStorage } from '../storage/storage-sweep.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/** What a cron's run is given: the database, the entities, who it acts as, and the server's services. */
interface CronContext {
  db: Database;
  catalogue: EntityCatalogue;
  actor: Actor;
  /** The minute it was scheduled for (or asked at). */
  slot: Date;
  services: CronServices;
}

/** What the server lends its crons: the job queue, and the inbox of bank statements if it has one. */
export interface CronServices {
  queue?: JobQueue;
  /** LESSOR_STATEMENT_INBOX: a folder holding a folder per tenant. */
  statementInbox?: string;
  /** LESSOR_LOG_RETENTION_DAYS: how long access and system logs are kept. */
  logRetentionDays?: number;
}

/** A kind of work a tenant may schedule; a run answers what it did, in a sentence. */
export interface CronKind {
  name: string;
  description: string;
  /** The schedule and state of a tenant that never set them. */
  schedule: string;
  enabled: boolean;
  run(context: CronContext): Promise<string>;
}

/**
 * The crons a tenant's `cron-list` document schedules (foundation.md §3). A tenant opts in to
 * billing, reminders and the statement inbox; the clean-ups and the statistics run for every
 * tenant unless it turns them off.
 */
export const cronKinds: readonly CronKind[] = [
  {
    name: 'billing-run',
    description: 'Bills the instalments due up to the day, as the invoices list’s Run billing does',
    schedule: '0 6 * * *',
    enabled: false,
    async run({ db, catalogue, actor, slot }) {
      const run = await runBilling(db, catalogue, actor, {
        date: utcDay(slot),
        organizations: undefined,
      });
      const failed = run.failures.flatMap((failure) => failure.contracts).length;
      return `${run.invoices.length} invoice(s) created${failed > 0 ? `, ${failed} contract(s) not billed` : ''}`;
    },
  },
  {
    name: 'expire-upload-leftovers',
    description: 'Deletes files uploaded for a record that no save claimed within a day',
    schedule: '30 3 * * *',
    enabled: true,
    async run({ db, actor }) {
      const deleted = await withTenant(db.app, actor.tenant, (trx) =>
        trx
          .deleteFrom('record_documents')
          .where('tenant', '=', actor.tenant)
          .where('record_id', 'is', null)
          .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
          .executeTakeFirst(),
      );
      return `${Number(deleted.numDeletedRows)} file(s) deleted`;
    },
  },
  {
    name: 'storage-sweep',
    description:
      'Removes from the storage containers the files of deleted documents, and files no document names',
    schedule: '15 4 * * *',
    enabled: true,
    async run({ db, actor, slot }) {
      return `${await sweepStorage(db, actor.tenant, slot)} file(s) removed`;
    },
  },
  {
    name: 'overdue-invoice-reminders',
    description: 'Writes a follow-up task for each overdue receivable, again after 15 and 30 days',
    schedule: '0 7 * * *',
    enabled: false,
    run: ({ db, catalogue, actor, slot }) => remindOverdueInvoices(db, catalogue, actor, utcDay(slot)),
  },
  {
    name: 'access-statistics',
    description: 'Counts the previous day’s API calls per route and in all, from the access logs',
    schedule: '15 0 * * *',
    enabled: true,
    run: ({ db, actor, slot }) =>
      countAccesses(db, actor.tenant, utcDay(new Date(slot.getTime() - 86_400_000))),
  },
  {
    name: 'record-metrics',
    description:
      'Keeps the quarter hour’s API calls, failures and times, and the jobs under way, as metric records',
    schedule: '*/15 * * * *',
    enabled: true,
    run: ({ db, catalogue, actor, slot }) => recordTenantMetrics(db, catalogue, actor, slot),
  },
  {
    name: 'expire-logs',
    description:
      'Deletes access and system logs past their retention, audits after 400 days, expired script logs',
    schedule: '45 3 * * *',
    enabled: true,
    run: ({ db, actor, slot, services }) =>
      expireLogs(db, actor.tenant, services.logRetentionDays ?? defaultLogRetentionDays, slot),
  },
  {
    name: 'import-bank-statements',
    description: 'Imports the bank statements dropped in the tenant’s folder of the server’s inbox',
    schedule: '*/15 * * * *',
    enabled: false,
    async run({ db, catalogue, actor, services }) {
      const { queue, statementInbox } = services;
      if (!queue || !statementInbox) throw new LessorError('STATEMENT_INBOX_NOT_SET');
      return importStatementInbox({ db, catalogue, queue }, statementInbox, actor);
    },
  },
];

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

export function cronKindNamed(name: string): CronKind | undefined {
  return cronKinds.find((kind) => kind.name === name);
}
