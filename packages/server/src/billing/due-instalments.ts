import { cashflowEntity, contractEntity, defaultBillableContractStatuses } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import type { BillingRequest } from './read-billing-request.ts';

/** The tenant-config document may name the contract statuses that bill (`billing.contractStatuses`). */
const tenantConfigDocument = 'tenant-config';

/** A contract's cashflows a run bills, by id, in the order of their due dates. */
export interface DueInstalments {
  contract: string;
  cashflowIds: string[];
}

async function billableStatuses(trx: TenantTransaction, tenant: string): Promise<readonly string[]> {
  const config = await readConfigurationDocument<{ billing?: { contractStatuses?: unknown } }>(
    trx,
    tenant,
    tenantConfigDocument,
  );
  const configured = config?.value?.billing?.contractStatuses;
  return Array.isArray(configured) && configured.every((status) => typeof status === 'string')
    ? configured
    : defaultBillableContractStatuses;
}

/**
 * The PLANNED cashflows without an invoice, due on or before the day, of the tenant's contracts
 * in a status that bills (and of the organisations asked), grouped by contract in the order of
 * their registrations. Read once at the start of a run, without locks: each batch locks and reads
 * its cashflows again, so one billed meanwhile is not billed twice.
 */
export async function dueInstalments(
  trx: TenantTransaction,
  tenant: string,
  request: BillingRequest,
): Promise<DueInstalments[]> {
  const statuses = await billableStatuses(trx, tenant);
  if (statuses.length === 0) return [];
  const organizations = request.organizations
    ? sql`and k.data->'organization'->>'registration' in (${sql.join(request.organizations)})`
    : sql``;
  const { rows } = await sql<{ id: string; contract: string }>`
    select c.id, c.data->>'contractRegistration' as contract
    from ${sql.table(cashflowEntity.table)} c
    join ${sql.table(contractEntity.table)} k
      on k.tenant = c.tenant and k.registration = c.data->>'contractRegistration'
    where c.tenant = ${tenant} and k.tenant = ${tenant}
      and c.status = 'PLANNED'
      and left(c.data->>'date', 10) <= ${request.date}
      and coalesce(c.data->>'invoiceRegistration', '') = ''
      and k.status in (${sql.join(statuses)}) ${organizations}
    order by k.registration, c.data->>'date', c.registration`.execute(trx);
  const byContract = new Map<string, string[]>();
  for (const { id, contract } of rows) {
    const ids = byContract.get(contract) ?? [];
    ids.push(id);
    byContract.set(contract, ids);
  }
  return [...byContract].map(([contract, cashflowIds]) => ({ contract, cashflowIds }));
}
