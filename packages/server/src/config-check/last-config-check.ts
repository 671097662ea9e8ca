import { type ColumnType, sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import type { Fingerprints } from './reference-configuration.ts';

/** The table of the last check of each tenant (db/migrations/config-check-migration.ts). */
type ConfigCheckTables = {
  config_checks: {
    tenant: string;
    fingerprints: ColumnType<unknown, string, string>;
    checked_at: ColumnType<Date | string, never, Date | string>;
    checked_by: string;
  };
};

/** What a tenant's previous check saw of the reference configuration, and when it ran. */
export interface PreviousCheck {
  checkedAt: string;
  fingerprints: Fingerprints;
}

/**
 * Keeps what a check of `tenant` saw, in place of what the previous one saw; answers the previous
 * one (undefined the first time). Two checks of a tenant at once take turns, so that each compares
 * with the one before it and none misses a change.
 */
export async function recordConfigCheck(
  trx: TenantTransaction,
  tenant: string,
  fingerprints: Fingerprints,
  username: string,
): Promise<PreviousCheck | undefined> {
  await sql`select pg_advisory_xact_lock(hashtext(${`config-check:${tenant}`}))`.execute(trx);
  const checks = trx.withTables<ConfigCheckTables>();
  const previous = await checks
    .selectFrom('config_checks')
    .select(['fingerprints', 'checked_at'])
    .where('tenant', '=', tenant)
    .executeTakeFirst();
  const row = { tenant, fingerprints: JSON.stringify(fingerprints), checked_by: username };
  // checked_at is the database's now(), whatever the clock of the node that checks.
  await checks
    .insertInto('config_checks')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('tenant').doUpdateSet({
        fingerprints: row.fingerprints,
        checked_by: row.checked_by,
        checked_at: sql<Date>`now()`,
      }),
    )
    .execute();
  return (
    previous && {
      checkedAt: new Date(previous.checked_at).toISOString(),
      fingerprints: asFingerprints(previous.fingerprints),
    }
  );
}

/** What was stored, read defensively: a kind it lacks was empty. */
function asFingerprints(stored: unknown): Fingerprints {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Fingerprints>;
  return { lists: value.lists ?? {}, scripts: value.scripts ?? {}, reports: value.reports ?? {} };
}
