import { plannedCashflows } from '@lessor/domain/entities';
import type { FinancingFile } from './demo-contracts.ts';

type Body = Record<string, unknown>;

/** A planned cashflow of the demo with the contract it belongs to. */
export interface DemoCashflow {
  registration: string;
  file: FinancingFile;
  body: Body;
}

/**
 * The cashflows of the active contracts, as their activation writes them (`plannedCashflows`):
 * one per instalment of the contract's schedule, PLANNED. Numbered `CSF…` from 1 in order, as a
 * new tenant's counter numbers them, so that the invoices can name the instalment they bill.
 */
export function demoCashflows(files: readonly FinancingFile[]): DemoCashflow[] {
  const cashflows: DemoCashflow[] = [];
  for (const file of files) {
    if (file.status !== 'ACTIVE') continue;
    for (const body of plannedCashflows({ ...file.contract, registration: file.registration }))
      cashflows.push({ registration: `CSF${String(cashflows.length + 1).padStart(8, '0')}`, file, body });
  }
  return cashflows;
}
