import { cashflowEntity, invoiceEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/**
 * Links each seeded cashflow to the invoice that bills it, as a billing run does. The cashflows are
 * inserted before the invoices that name them, so the link back is made once both are stored.
 */
export async function linkBilledCashflows(db: Database, tenant: string): Promise<void> {
  await withTenant(db.app, tenant, (trx) =>
    sql`
      update ${sql.table(cashflowEntity.table)} as cashflow
      set data = cashflow.data || jsonb_build_object('invoiceRegistration', invoice.registration)
      from ${sql.table(invoiceEntity.table)} as invoice
      where cashflow.tenant = ${tenant} and invoice.tenant = ${tenant}
        and invoice.data->>'cashflowRegistration' = cashflow.registration`.execute(trx),
  );
}
