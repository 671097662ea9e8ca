import {
  accessLogEntity,
  auditEntity,
  metricRecordEntity,
  scriptLogEntity,
  systemLogEntity,
} from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Days access logs and system logs are kept when LESSOR_LOG_RETENTION_DAYS says nothing. */
export const defaultLogRetentionDays = 30;
/**
 * An audit trail answers "who saw this a year ago", and metric records compare a month with the
 * same one a year before: both are kept a year and a month, whatever the logs' retention.
 */
const auditRetentionDays = 400;

/**
 * Deletes a tenant's access logs and system logs older than `retentionDays`, its audits and metric
 * records older than 400 days (or the retention, when longer), and its script logs past their
 * expiry date.
 * The log tables are append-only for the application's role, so this runs as the owner, which
 * serves no request, with the tenant named in every statement.
 */
export async function expireLogs(
  db: Database,
  tenant: string,
  retentionDays: number,
  now: Date,
): Promise<string> {
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const deleted = async (table: string, insertedBefore: Date) => {
    const result = await sql`delete from ${sql.table(table)}
      where tenant = ${tenant} and _insert_date < ${insertedBefore}`.execute(db.owner);
    return Number(result.numAffectedRows ?? 0);
  };
  const accessLogs = await deleted(accessLogEntity.table, before(retentionDays));
  const systemLogs = await deleted(systemLogEntity.table, before(retentionDays));
  const audits = await deleted(auditEntity.table, before(Math.max(retentionDays, auditRetentionDays)));
  const metricRecords = await deleted(
    metricRecordEntity.table,
    before(Math.max(retentionDays, auditRetentionDays)),
  );
  const scriptLogs = await sql`delete from ${sql.table(scriptLogEntity.table)}
    where tenant = ${tenant} and data->>'expirationDate' <> ''
      and data->>'expirationDate' < ${now.toISOString()}`.execute(db.owner);
  return (
    `${accessLogs} access log(s), ${systemLogs} system log(s), ${audits} audit(s), ` +
    `${metricRecords} metric record(s) and ${Number(scriptLogs.numAffectedRows ?? 0)} script log(s) deleted`
  );
}
