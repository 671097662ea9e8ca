import { type Kysely, sql } from 'kysely';
import { appRole } from '../db/database.ts';

/** The per-transaction setting naming the tenant a request works for. */
export const tenantSetting = 'lessor.tenant';

/**
 * Binds a table to the current tenant with row-level security: the application role sees and
 * writes only rows whose `tenant` is the transaction's `lessor.tenant`, whatever the query says.
 * Outside a tenant transaction the setting is empty and nothing matches.
 */
export async function protectTenantTable(db: Kysely<unknown>, table: string): Promise<void> {
  const name = sql.table(table);
  await sql`alter table ${name} enable row level security`.execute(db);
  await sql`create policy tenant_isolation on ${name}
    using (tenant = current_setting(${sql.lit(tenantSetting)}, true))
    with check (tenant = current_setting(${sql.lit(tenantSetting)}, true))`.execute(db);
  await sql`grant select, insert, update, delete on ${name} to ${sql.id(appRole)}`.execute(db);
}
