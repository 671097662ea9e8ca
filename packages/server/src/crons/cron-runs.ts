import type { CronRun } from '@lessor/domain/api';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * Claims a cron's run for a slot: true for the one node (or click) whose row went in, false when
 * the slot was claimed already.
 */
export async function claimCronRun(
  trx: TenantTransaction,
  run: { tenant: string; name: string; slot: Date; manual: boolean; requestedBy: string },
): Promise<boolean> {
  const claimed = await trx
    .insertInto('cron_runs')
    .values({
      tenant: run.tenant,
      name: run.name,
      slot: run.slot,
      manual: run.manual,
      requested_by: run.requestedBy,
    })
    .onConflict((conflict) => conflict.columns(['tenant', 'name', 'slot']).doNothing())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function markCronRun(
  trx: TenantTransaction,
  run: { tenant: string; name: string; slot: Date },
  state: { status?: CronRun['status']; started?: boolean; message?: string },
): Promise<void> {
  await trx
    .updateTable('cron_runs')
    .set({
      ...(state.status ? { status: state.status, ended_at: new Date() } : {}),
      ...(state.started ? { started_at: new Date() } : {}),
      ...(state.message !== undefined ? { message: state.message } : {}),
    })
    .where('tenant', '=', run.tenant)
    .where('name', '=', run.name)
    .where('slot', '=', run.slot)
    .execute();
}

/** A tenant's latest runs of each cron, newest first, `perCron` at most each. */
export async function latestCronRuns(
  trx: TenantTransaction,
  tenant: string,
  perCron: number,
): Promise<Map<string, CronRun[]>> {
  const rows = await trx
    .selectFrom('cron_runs')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('slot', 'desc')
    .limit(perCron * 20)
    .execute();
  const runs = new Map<string, CronRun[]>();
  for (const row of rows) {
    const list = runs.get(row.name) ?? [];
    if (list.length >= perCron) continue;
    list.push({
      slot: iso(row.slot) as string,
      manual: row.manual,
      requestedBy: row.requested_by,
      status: row.status as CronRun['status'],
      startedAt: iso(row.started_at),
      endedAt: iso(row.ended_at),
      message: row.message,
    });
    runs.set(row.name, list);
  }
  return runs;
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
