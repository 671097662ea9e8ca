import type { Kysely } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * The runs of each tenant's crons, one row per cron and scheduled minute: the row is claimed by
 * the first node to insert it, so that a cron fires once per schedule however many nodes tick;
 * it then holds how the run went, which the /crons screen lists.
 */
export async function createCronRuns(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cron_runs')
    .addColumn('tenant', 'text', (col) => col.notNull().references('tenants.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    // The minute it was scheduled for, or the moment it was asked for (run now).
    .addColumn('slot', 'timestamptz', (col) => col.notNull())
    .addColumn('manual', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('PROCESSING'))
    .addColumn('started_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('message', 'text')
    .addPrimaryKeyConstraint('cron_runs_pk', ['tenant', 'name', 'slot'])
    .execute();
  await db.schema
    .createIndex('cron_runs_latest')
    .on('cron_runs')
    .columns(['tenant', 'name', 'slot desc'])
    .execute();
  await protectTenantTable(db, 'cron_runs');
}
