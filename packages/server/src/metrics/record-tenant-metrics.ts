import { accessLogEntity, batchEntity, metricEntity, metricRecordEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { LogBook } from '../logbook/log-book.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';

/** The measures a tenant's metric records keep, each a Metric record of its own. */
const measures = [
  {
    key: 'api.requests',
    name: 'API calls',
    unit: 'calls',
    type: 'COUNTER',
    description: 'Signed-in API calls answered in the period, from the access logs',
  },
  {
    key: 'api.errors',
    name: 'API calls failed',
    unit: 'calls',
    type: 'COUNTER',
    description: 'API calls of the period answered with a server error (5xx)',
  },
  {
    key: 'api.p95',
    name: 'API time, 95th percentile',
    unit: 'ms',
    type: 'GAUGE',
    description: 'Time within which 95 % of the period’s API calls were answered',
  },
  {
    key: 'jobs.waiting',
    name: 'Jobs under way',
    unit: 'jobs',
    type: 'GAUGE',
    description: 'Jobs (imports, exports, files, runs) started and not ended, at the end of the period',
  },
  {
    key: 'jobs.duration',
    name: 'Job time, average',
    unit: 's',
    type: 'GAUGE',
    description: 'Average time of the jobs that ended in the period',
  },
] as const;

type MeasureKey = (typeof measures)[number]['key'];

/** The period a run of the `record-metrics` cron measures: the quarter of an hour before its slot. */
const metricPeriodMinutes = 15;

/**
 * Measures a tenant over the period before `until` and keeps each measure as a MetricRecord dated
 * `until`: its API calls, failures and 95th-percentile time from the access logs (which every node
 * writes, so the figures are the whole service's, not one node's), its jobs under way and the
 * average time of those that ended, from its Batch records. The Metric records naming the
 * measures are created the first time.
 */
export async function recordTenantMetrics(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  until: Date,
): Promise<string> {
  const from = new Date(until.getTime() - metricPeriodMinutes * 60_000);
  const values = await withTenant(db.app, actor.tenant, async (trx): Promise<Record<MeasureKey, number>> => {
    const calls = await sql<{ requests: number; errors: number; p95: number | null }>`
      select coalesce(sum(coalesce((data->>'weight')::int, 1)), 0)::int as requests,
        count(*) filter (where (data->>'statusCode')::int >= 500)::int as errors,
        percentile_cont(0.95) within group (order by (data->>'durationMs')::int)::float8 as p95
      from ${sql.table(accessLogEntity.table)}
      where tenant = ${actor.tenant} and _insert_date >= ${from} and _insert_date < ${until}`.execute(trx);
    const jobs = await sql<{ waiting: number; duration: number | null }>`
      select count(*) filter (where status in ('PROCESSING', 'FETCHING'))::int as waiting,
        avg(extract(epoch from ((data->>'endedAt')::timestamptz - (data->>'startedAt')::timestamptz)))
          filter (where data->>'endedAt' >= ${from.toISOString()} and data->>'endedAt' < ${until.toISOString()}
            and data->>'startedAt' <> '')::float8 as duration
      from ${sql.table(batchEntity.table)}
      where tenant = ${actor.tenant}`.execute(trx);
    const [call] = calls.rows;
    const [job] = jobs.rows;
    return {
      'api.requests': call?.requests ?? 0,
      'api.errors': call?.errors ?? 0,
      'api.p95': Math.round(call?.p95 ?? 0),
      'jobs.waiting': job?.waiting ?? 0,
      'jobs.duration': Math.round((job?.duration ?? 0) * 10) / 10,
    };
  });
  await ensureMetrics(db, catalogue, actor);
  const book = new LogBook(db, {
    onError: (error) => {
      throw error;
    },
  });
  for (const { key, type } of measures)
    book.add(metricRecordEntity, {
      tenant: actor.tenant,
      username: actor.username,
      type,
      fields: { key, value: values[key], date: until.toISOString() },
    });
  await book.flush();
  return measures.map(({ key, unit }) => `${key} ${values[key]} ${unit}`).join(', ');
}

/** The Metric records of the measures, written through the entity service the first time. */
async function ensureMetrics(db: Database, catalogue: EntityCatalogue, actor: Actor): Promise<void> {
  await withTenant(db.app, actor.tenant, async (trx) => {
    const known = await entityTables(trx)
      .selectFrom(metricEntity.table)
      .select(sql<string>`data->>'key'`.as('key'))
      .where('tenant', '=', actor.tenant)
      .execute();
    const have = new Set(known.map((row) => row.key));
    const missing = measures.filter((measure) => !have.has(measure.key));
    if (missing.length > 0)
      await new EntityService(db, catalogue, metricEntity).createWithin(
        trx,
        actor,
        missing.map(({ key, name, unit, type, description }) => ({ key, name, unit, type, description })),
      );
  });
}
