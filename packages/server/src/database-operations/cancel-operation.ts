import { type Kysely, sql } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';

/** PostgreSQL's insufficient_privilege: the role may not signal that backend. */
const insufficientPrivilege = '42501';

/**
 * Asks backend `pid` of the current database to cancel its query (`pg_cancel_backend`): true when
 * it was signalled, false when it may not be (see `DatabaseOperationCancellation`), undefined when
 * no backend of this database has that pid. The asking backend never cancels itself: that would
 * cancel this very query.
 */
export async function cancelOperation(
  owner: Kysely<CoreDatabase>,
  pid: number,
): Promise<boolean | undefined> {
  try {
    const { rows } = await sql<{ cancelled: boolean }>`
      select case when pid = pg_backend_pid() then false else pg_cancel_backend(pid) end as cancelled
      from pg_stat_activity
      where datname = current_database() and pid = ${pid}
    `.execute(owner);
    return rows[0]?.cancelled;
  } catch (error) {
    // A superuser's session, to an owner role that is none.
    if ((error as { code?: unknown }).code === insufficientPrivilege) return false;
    throw error;
  }
}
