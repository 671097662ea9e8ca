import { demoAgreements } from './demo-agreements.ts';
import { demoAmendments } from './demo-amendments.ts';
import { demoCashflows } from './demo-cashflows.ts';
import { catalogueRecords } from './demo-catalogue.ts';
import { demoCollaterals } from './demo-collaterals.ts';
import { demoFinancingFiles } from './demo-contracts.ts';
import { demoCreditLines } from './demo-credit-lines.ts';
import { contractDocuments, type DemoDocument, documentRecords } from './demo-documents.ts';
import { demoCases, demoCommunications, demoTasks } from './demo-follow-up.ts';
import { demoInvoices } from './demo-invoices.ts';
import type { DemoCast } from './demo-people.ts';
import { demoCommittees, demoDeals, demoProjects } from './demo-pipeline.ts';
import { demoProspects } from './demo-prospects.ts';
import { fundRegistration, refinancingRecords } from './demo-refinancing.ts';
import { demoTaxes } from './demo-taxes.ts';
import { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** How many of each the demo holds; the other records follow from them. */
const demoSizes = {
  contracts: 400,
  creditLines: 400,
  deals: 100,
  projects: 30,
  committees: 30,
  prospects: 60,
} as const;

export interface DemoBook {
  /** The records of each entity, in the order they are inserted: each names only entities before it. */
  records: Map<string, Body[]>;
  /** Files attached to records once they are inserted. */
  documents: DemoDocument[];
}

/**
 * The demo tenant's book around `today`: its catalogue and funds, its contracts with the assets
 * they finance, their instalment invoices, planned cashflows, refinancing, amendments and
 * collaterals, the credit lines they draw on, the dealers' agreements, the pipeline (deals,
 * projects, committees, prospects) and the follow-up (communications, tasks, cases), and the
 * signed contracts as documents. Every record numbers and names others as a new tenant numbers
 * them; the same seed and day give the same book.
 */
export function demoBook(
  cast: DemoCast,
  { seed = 20261121, today, owner }: { seed?: number; today: string; owner: string },
): DemoBook {
  const random = (stream: number) => new SeededRandom(seed + stream);
  const files = demoFinancingFiles(random(1), cast, { count: demoSizes.contracts, today, withAssets: true });
  const cashflows = demoCashflows(files);
  const invoices = demoInvoices(random(2), cashflows, today);
  const { projects, bodies: projectBodies } = demoProjects(random(3), cast, demoSizes.projects, today);
  const followUp = { files, invoices, projects, owner, today };
  const documents = contractDocuments(files);
  const refinancing = refinancingRecords(random(4), files);
  const catalogue = catalogueRecords(fundRegistration);
  const records = new Map<string, Body[]>([
    ['Fund', refinancing.get('Fund') ?? []],
    ['Product', catalogue.get('Product') ?? []],
    ['ProductTable', catalogue.get('ProductTable') ?? []],
    // Before the contracts, whose asset lines are priced with these rates.
    ['Tax', demoTaxes()],
    ['Asset', files.flatMap((file) => file.assets.map((asset) => asset.body))],
    ['Contract', files.map((file) => file.contract)],
    ['Funding', refinancing.get('Funding') ?? []],
    // Before the invoices, which name the instalment they bill; `linkBilledCashflows` then links back.
    ['Cashflow', cashflows.map((cashflow) => cashflow.body)],
    ['Invoice', invoices.map((invoice) => invoice.body)],
    ['CreditLine', demoCreditLines(random(5), demoSizes.creditLines, files, cast, today)],
    ['Agreement', demoAgreements(random(6), cast, today)],
    ['Amendment', demoAmendments(random(7), files, today)],
    ['Collateral', demoCollaterals(random(8), files, cast)],
    ['Deal', demoDeals(random(9), cast, demoSizes.deals, today)],
    ['Project', projectBodies],
    ['Committee', demoCommittees(random(10), cast, projects, demoSizes.committees, today)],
    ['Task', demoTasks(random(11), followUp)],
    ['Communication', demoCommunications(random(12), followUp)],
    ['Case', demoCases(random(13), followUp)],
    ['Prospect', demoProspects(demoSizes.prospects, seed + 14)],
    ['Document', documentRecords(documents)],
  ]);
  return { records, documents };
}
