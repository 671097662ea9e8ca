import { type Kysely, sql } from 'kysely';
import { protectTenantTable } from '../../tenancy/tenant-policy.ts';

/**
 * What each tenant's last configuration check saw of the shipped reference configuration: a
 * fingerprint per list, script and report, so that the next check tells what the product added,
 * changed or removed since (config-check/). One row per tenant, replaced by each check.
 */
export async function createConfigChecks(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('config_checks')
    .addColumn('tenant', 'text', (col) => col.primaryKey().references('tenants.id'))
    .addColumn('fingerprints', 'jsonb', (col) => col.notNull())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('checked_by', 'text', (col) => col.notNull())
    .execute();
  await protectTenantTable(db, 'config_checks');
}
