import type { EntityRecord } from '@lessor/domain/api';
import { cashflowEntity, contractEntity, instalmentInvoice } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import type { EntityService } from '../entities/writing/entity-service.ts';
import { attachInvoicePdfs } from '../invoices/attach-invoice-pdf.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import type { DueInstalments } from './due-instalments.ts';

/**
 * The services a batch writes through: invoices created, cashflows linked to them, the catalogue
 * their PDFs read and the storage the PDFs are kept in.
 */
export interface BillingServices {
  invoices: EntityService;
  cashflows: EntityService;
  catalogue: EntityCatalogue;
  db: Database;
}

/**
 * Bills one batch of contracts in the caller's transaction: under the tenant's billing lock, their
 * due cashflows are locked and read again, and each one still PLANNED without an invoice gets its
 * invoice (created as `POST` creates one, with its PDF document) and is linked to it. Two runs of a tenant take turns
 * batch by batch, so an instalment is never billed twice.
 */
export async function billBatch(
  trx: TenantTransaction,
  actor: Actor,
  services: BillingServices,
  batch: { due: readonly DueInstalments[]; generatedOn: string },
): Promise<EntityRecord[]> {
  await sql`select pg_advisory_xact_lock(hashtext(${`billing:${actor.tenant}`}))`.execute(trx);
  const ids = batch.due.flatMap((contract) => contract.cashflowIds);
  const rows = await entityTables(trx)
    .selectFrom(cashflowEntity.table)
    .selectAll()
    .where('tenant', '=', actor.tenant)
    .where(sql<boolean>`id = any(${ids}::uuid[])`)
    .where('status', '=', 'PLANNED')
    .forUpdate()
    .execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  const cashflows = rows
    .map(rowToRecord)
    .filter((cashflow) => !cashflow.invoiceRegistration)
    .sort((a, b) => (order.get(a._id) ?? 0) - (order.get(b._id) ?? 0));
  if (cashflows.length === 0) return [];
  const contracts = await contractsByRegistration(trx, actor.tenant, batch.due);
  const bodies = cashflows.map((cashflow) =>
    instalmentInvoice(
      cashflow,
      contracts.get(String(cashflow.contractRegistration)) ?? {},
      batch.generatedOn,
    ),
  );
  const invoices = await services.invoices.createWithin(trx, actor, bodies);
  for (const [index, cashflow] of cashflows.entries()) {
    await services.cashflows.patchWithin(trx, actor, cashflow._id, {
      invoiceRegistration: invoices[index]?.registration,
    });
  }
  // Each invoice gets its PDF in the batch's transaction: a batch that rolls back keeps none.
  await attachInvoicePdfs(trx, actor, services, invoices);
  return invoices;
}

async function contractsByRegistration(
  trx: TenantTransaction,
  tenant: string,
  due: readonly DueInstalments[],
): Promise<Map<string, EntityRecord>> {
  const rows = await entityTables(trx)
    .selectFrom(contractEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where(
      'registration',
      'in',
      due.map((contract) => contract.contract),
    )
    .execute();
  return new Map(rows.map((row) => [row.registration, rowToRecord(row)]));
}
