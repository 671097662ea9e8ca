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
  // Two reads rather than a join: under row-level security the planner cannot estimate the JSON
  // conditions, expected one due cashflow and joined each of 10,000 to every billing contract by
  // a filter, 6 s; the contracts named are found by their registrations in one indexed read.
  const { rows: due } = await sql<{ id: string; contract: string | null; date: string | null }>`
    select id, data->>'contractRegistration' as contract, data->>'date' as date
    from ${sql.table(cashflowEntity.table)}
    where tenant = ${tenant} and status = 'PLANNED'
      and left(data->>'date', 10) <= ${request.date}
      and coalesce(data->>'invoiceRegistration', '') = ''
    order by registration`.execute(trx);
  const named = [...new Set(due.flatMap((cashflow) => (cashflow.contract ? [cashflow.contract] : [])))];
  if (named.length === 0) return [];
  const organizations = request.organizations
    ? sql`and data->'organization'->>'registration' in (${sql.join(request.organizations)})`
    : sql``;
  const { rows: billing } = await sql<{ registration: string }>`
    select registration from ${sql.table(contractEntity.table)}
    where tenant = ${tenant} and registration = any(${named}::text[])
      and status in (${sql.join(statuses)}) ${organizations}`.execute(trx);
  const bills = new Set(billing.map((contract) => contract.registration));
  const byContract = new Map<string, string[]>();
  // By contract registration, then due date; cashflows of a date in the order they were numbered.
  const ordered = due
    .filter((cashflow) => cashflow.contract && bills.has(cashflow.contract))
    .sort(
      (a, b) =>
        (a.contract ?? '').localeCompare(b.contract ?? '') || (a.date ?? '').localeCompare(b.date ?? ''),
    );
  for (const { id, contract } of ordered) {
    const ids = byContract.get(contract ?? '') ?? [];
    ids.push(id);
    byContract.set(contract ?? '', ids);
  }
  return [...byContract].map(([contract, cashflowIds]) => ({ contract, cashflowIds }));
}
