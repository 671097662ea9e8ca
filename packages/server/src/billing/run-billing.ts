import type { EntityRecord } from '@lessor/domain/api';
import {
  contractEntity,
  defaultBillableContractStatuses,
  instalmentInvoices,
  invoiceEntity,
} from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import type { BillingRequest } from './read-billing-request.ts';

/** The tenant-config document may name the contract statuses that bill (`billing.contractStatuses`). */
const tenantConfigDocument = 'tenant-config';

/**
 * A billing run (business-areas.md §2, invoices): for each contract of the tenant (and of the
 * organisations asked) in a status that bills, every instalment of its payment plan due on or
 * before the day and not billed yet becomes an invoice, created as `POST` creates one (checks,
 * registration, history). One transaction: the run bills everything or, at the first refusal,
 * nothing. Answers the invoices created.
 */
export function runBilling(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: BillingRequest,
): Promise<EntityRecord[]> {
  const invoices = new EntityService(db, catalogue, invoiceEntity);
  return withTenant(db.app, actor.tenant, async (trx) => {
    // Runs of a tenant take turns: two at once would both find an instalment unbilled.
    await sql`select pg_advisory_xact_lock(hashtext(${`billing:${actor.tenant}`}))`.execute(trx);
    const contracts = await billableContracts(trx, actor.tenant, request.organizations);
    const billed = await billedInstalments(trx, actor.tenant);
    const generatedOn = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    const bodies = contracts.flatMap((contract) =>
      instalmentInvoices(contract, {
        onOrBefore: request.date,
        billed: billed.get(contract.registration) ?? noneBilled,
        generatedOn,
      }),
    );
    return invoices.createWithin(trx, actor, bodies);
  });
}

const noneBilled: ReadonlySet<number> = new Set();

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

async function billableContracts(
  trx: TenantTransaction,
  tenant: string,
  organizations: readonly string[] | undefined,
): Promise<EntityRecord[]> {
  const statuses = await billableStatuses(trx, tenant);
  if (statuses.length === 0) return [];
  let query = entityTables(trx)
    .selectFrom(contractEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where('status', 'in', statuses);
  if (organizations)
    query = query.where(sql<string>`data->'organization'->>'registration'`, 'in', organizations);
  const rows = await query.orderBy('registration').execute();
  return rows.map(rowToRecord);
}

/** The instalments that have their invoice, by contract registration. */
async function billedInstalments(trx: TenantTransaction, tenant: string): Promise<Map<string, Set<number>>> {
  const { rows } = await sql<{ contract: string; instalment: number }>`
    select data->>'contractRegistration' as contract, (data->>'instalmentIndex')::int as instalment
    from ${sql.table(invoiceEntity.table)}
    where tenant = ${tenant} and data->>'contractRegistration' is not null
      and jsonb_typeof(data->'instalmentIndex') = 'number'`.execute(trx);
  const billed = new Map<string, Set<number>>();
  for (const { contract, instalment } of rows) {
    const indexes = billed.get(contract) ?? new Set<number>();
    indexes.add(instalment);
    billed.set(contract, indexes);
  }
  return billed;
}
