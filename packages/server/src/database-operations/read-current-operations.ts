import type { DatabaseOperation } from '@lessor/domain/api';
import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

interface ActivityRow {
  pid: number;
  usename: string | null;
  application_name: string | null;
  client_address: string | null;
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
  query_start: Date | string | null;
  duration_ms: number | null;
  query: string | null;
  backend_type: string | null;
}

/**
 * The backends of the current database, as `pg_stat_activity` shows them to `owner` (the application
 * role would see other sessions' queries as `<insufficient privilege>`): the active ones first, the
 * longest running first. The backend asking is left out: it is this very query. The embedded
 * database has one session, so it answers none.
 */
export async function readCurrentOperations(owner: Kysely<CoreDatabase>): Promise<DatabaseOperation[]> {
  const { rows } = await sql<ActivityRow>`
    select pid, usename, application_name, host(client_addr) as client_address, state,
      wait_event_type, wait_event, query_start,
      (extract(epoch from
        case when state = 'active' then clock_timestamp() else state_change end - query_start
      ) * 1000)::float8 as duration_ms,
      query, backend_type
    from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
    order by (state = 'active') is true desc, query_start nulls last, pid
  `.execute(owner);
  return rows.map(operationOf);
}

function operationOf(row: ActivityRow): DatabaseOperation {
  return {
    pid: row.pid,
    user: row.usename,
    applicationName: row.application_name ?? '',
    clientAddress: row.client_address,
    state: row.state,
    waitEvent: row.wait_event ? [row.wait_event_type, row.wait_event].filter(Boolean).join(': ') : null,
    queryStart: row.query_start === null ? null : new Date(row.query_start).toISOString(),
    durationMs: row.duration_ms === null ? null : Math.round(row.duration_ms),
    query: row.query ?? '',
    backendType: row.backend_type ?? '',
  };
}
