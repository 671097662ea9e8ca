import type { EntityRecord } from '@lessor/domain/api';
import { cashflowEntity, invoiceEntity } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type BillingServices, billBatch } from './bill-batch.ts';
import { type DueInstalments, dueInstalments } from './due-instalments.ts';
import type { BillingRequest } from './read-billing-request.ts';

/**
 * Contracts billed per transaction: a run never holds one transaction, nor its locks, over a whole
 * tenant. An instalment costs about 4 ms (its invoice, its PDF, its cashflow linked): a batch of 50
 * holds its locks about 0.3 s, at 250 invoices a second on PostgreSQL (bench/billing).
 */
const defaultBillingBatchSize = 50;

/** A batch that failed: its contracts, whose instalments stay unbilled, and why. */
interface BillingFailure {
  contracts: string[];
  error: unknown;
}

/** What a run did: the invoices created, in contract and due-date order, and the batches that failed. */
export interface BillingRun {
  invoices: EntityRecord[];
  failures: BillingFailure[];
  batches: number;
}

/**
 * A billing run (business-areas.md §2, invoices): every PLANNED cashflow of the tenant's contracts
 * in a status that bills (and of the organisations asked), due on or before the day and not billed
 * yet, becomes an invoice (instalment-invoice.ts) and is linked to it. Contracts are billed
 * `batchSize` at a time, one transaction each: a batch bills all its contracts' instalments or,
 * at the first refusal, none of them, and the run goes on with the next batch.
 */
export async function runBilling(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: BillingRequest,
  { batchSize = defaultBillingBatchSize }: { batchSize?: number } = {},
): Promise<BillingRun> {
  const services: BillingServices = {
    invoices: new EntityService(db, catalogue, invoiceEntity),
    cashflows: new EntityService(db, catalogue, cashflowEntity),
    catalogue,
  };
  const due = await withTenant(db.app, actor.tenant, (trx) => dueInstalments(trx, actor.tenant, request));
  const generatedOn = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const run: BillingRun = { invoices: [], failures: [], batches: 0 };
  for (const batch of batchesOf(due, batchSize)) {
    run.batches += 1;
    try {
      const invoices = await withTenant(db.app, actor.tenant, (trx) =>
        billBatch(trx, actor, services, { due: batch, generatedOn }),
      );
      run.invoices.push(...invoices);
    } catch (error) {
      run.failures.push({ contracts: batch.map((contract) => contract.contract), error });
    }
  }
  return run;
}

function* batchesOf(due: readonly DueInstalments[], size: number): Generator<DueInstalments[]> {
  for (let start = 0; start < due.length; start += size) yield due.slice(start, start + size);
}
