import type { EntityRecord } from '@lessor/domain/api';
import { cashflowEntity, invoiceEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { countDtxnStep, endDtxn, openDtxn } from '../dtxns/dtxn-steps.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
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
  /** Its Dtxn, ended: a step for each batch, committed or failed. */
  dtxn: EntityRecord;
}

/** How far a run is: contracts gone through (billed, or left unbilled by a failed batch) of those due. */
interface BillingProgress {
  processed: number;
  failed: number;
  total: number;
}

interface BillingRunOptions {
  batchSize?: number;
  /** The Batch of the job running it, which its Dtxn names. */
  batchRegistration?: string;
  /** Told at the start and after each batch, in the transaction that wrote the batch or its failure. */
  onProgress?: (trx: TenantTransaction, progress: BillingProgress) => Promise<void>;
}

/**
 * A billing run (business-areas.md §2, invoices): every PLANNED cashflow of the tenant's contracts
 * in a status that bills (and of the organisations asked), due on or before the day and not billed
 * yet, becomes an invoice (instalment-invoice.ts) and is linked to it. Contracts are billed
 * `batchSize` at a time, one transaction each: a batch bills all its contracts' instalments or,
 * at the first refusal, none of them, and the run goes on with the next batch. The run is a Dtxn
 * (dtxn-steps.ts) whose steps are its batches.
 */
export async function runBilling(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: BillingRequest,
  { batchSize = defaultBillingBatchSize, batchRegistration, onProgress }: BillingRunOptions = {},
): Promise<BillingRun> {
  const services: BillingServices = {
    invoices: new EntityService(db, catalogue, invoiceEntity),
    cashflows: new EntityService(db, catalogue, cashflowEntity),
    catalogue,
    db,
  };
  const { due, dtxn } = await withTenant(db.app, actor.tenant, async (trx) => {
    const due = await dueInstalments(trx, actor.tenant, request);
    const dtxn = await openDtxn(trx, { db, catalogue }, actor, {
      type: 'BILLING',
      name: `Billing run to ${request.date}`,
      scriptName: 'run-billing',
      steps: Math.ceil(due.length / batchSize),
      ...(batchRegistration ? { batchRegistration } : {}),
    });
    await onProgress?.(trx, { processed: 0, failed: 0, total: due.length });
    return { due, dtxn };
  });
  const generatedOn = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
  const run: Omit<BillingRun, 'dtxn'> = { invoices: [], failures: [], batches: 0 };
  let progress: BillingProgress = { processed: 0, failed: 0, total: due.length };
  for (const batch of batchesOf(due, batchSize)) {
    run.batches += 1;
    const contracts = batch.map((contract) => contract.contract);
    try {
      const billed = { ...progress, processed: progress.processed + batch.length };
      const invoices = await withTenant(db.app, actor.tenant, async (trx) => {
        const invoices = await billBatch(trx, actor, services, { due: batch, generatedOn });
        // Counted with the batch: the Dtxn and the progress say what committed, nothing more.
        await countDtxnStep(trx, actor, dtxn._id, { committed: true });
        await onProgress?.(trx, billed);
        return invoices;
      });
      progress = billed;
      run.invoices.push(...invoices);
    } catch (error) {
      run.failures.push({ contracts, error });
      progress = {
        ...progress,
        processed: progress.processed + batch.length,
        failed: progress.failed + batch.length,
      };
      const failed = progress;
      await withTenant(db.app, actor.tenant, async (trx) => {
        await countDtxnStep(trx, actor, dtxn._id, { failed: `${contracts.join(', ')}: ${reasonOf(error)}` });
        await onProgress?.(trx, failed);
      });
    }
  }
  const ended = await withTenant(db.app, actor.tenant, (trx) => endDtxn(trx, actor, dtxn._id));
  return { ...run, dtxn: ended };
}

/** Why a batch failed, as a Dtxn's reader may see it: the catalogue's message, never a fault's. */
function reasonOf(error: unknown): string {
  return error instanceof LessorError ? `${error.message} (${error.code})` : 'INTERNAL_ERROR';
}

function* batchesOf(due: readonly DueInstalments[], size: number): Generator<DueInstalments[]> {
  for (let start = 0; start < due.length; start += size) yield due.slice(start, start + size);
}
