import { auditEntity } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';

/**
 * The Audits card of every detail page lists the audits of one record, newest first: an index on
 * the record's registration keeps that a short read however long the tenant's trail grows.
 */
export async function createAuditRecordIndex(db: Kysely<unknown>): Promise<void> {
  await sql`create index ${sql.id(`${auditEntity.table}_record`)} on ${sql.table(auditEntity.table)}
    (tenant, (data->>'entityRegistration'), _insert_date desc, id desc)`.execute(db);
}
