import { accessLogEntity, accessStatEntity, accessTenantStatEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { LogBook } from './log-book.ts';

interface RouteCount {
  method: string;
  route: string;
  calls: number;
  errors: number;
  total_ms: number;
  max_ms: number;
}

/**
 * Counts a tenant's API calls of one UTC day from its access logs: an AccessStat per method and
 * route (calls, refused or failed ones, average and slowest time) and one AccessTenantStat (calls,
 * errors, distinct users, average time). A sampled line counts for the calls it stands for. The
 * day's earlier counts are replaced, so running it again for a day gives the same rows.
 */
export async function countAccesses(db: Database, tenant: string, day: string): Promise<string> {
  const from = new Date(`${day}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 86_400_000);
  const weight = sql`coalesce((data->>'weight')::int, 1)`;
  const { rows } = await sql<RouteCount>`
    select data->>'method' as method, coalesce(data->>'route', '(unmatched)') as route,
      sum(${weight})::int as calls,
      sum(case when (data->>'statusCode')::int >= 400 then ${weight} else 0 end)::int as errors,
      sum((data->>'durationMs')::numeric * ${weight})::float8 as total_ms,
      max((data->>'durationMs')::int) as max_ms
    from ${sql.table(accessLogEntity.table)}
    where tenant = ${tenant} and _insert_date >= ${from} and _insert_date < ${to}
    group by 1, 2 order by 1, 2`.execute(db.owner);
  const users = await sql<{ users: number }>`
    select count(distinct data->>'username')::int as users from ${sql.table(accessLogEntity.table)}
    where tenant = ${tenant} and _insert_date >= ${from} and _insert_date < ${to}`.execute(db.owner);
  for (const entity of [accessStatEntity, accessTenantStatEntity])
    await sql`delete from ${sql.table(entity.table)} where tenant = ${tenant} and data->>'date' = ${day}`.execute(
      db.owner,
    );
  if (rows.length === 0) return `No call on ${day}`;
  const book = new LogBook(db, {
    onError: (error) => {
      throw error;
    },
  });
  const line = { tenant, username: 'system', type: 'DAILY' };
  for (const row of rows)
    book.add(accessStatEntity, {
      ...line,
      fields: {
        method: row.method,
        route: row.route,
        date: day,
        calls: row.calls,
        errors: row.errors,
        averageMs: Math.round((row.total_ms / row.calls) * 10) / 10,
        maxMs: row.max_ms,
      },
    });
  const calls = rows.reduce((sum, row) => sum + row.calls, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const totalMs = rows.reduce((sum, row) => sum + row.total_ms, 0);
  book.add(accessTenantStatEntity, {
    ...line,
    fields: {
      tenantName: tenant,
      date: day,
      calls,
      errors,
      users: users.rows[0]?.users ?? 0,
      averageMs: Math.round((totalMs / calls) * 10) / 10,
    },
  });
  await book.flush();
  return `${calls} call(s) on ${day} counted over ${rows.length} route(s)`;
}
