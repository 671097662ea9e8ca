// Importing a camt.053 statement through the server's import job, database writes included: a tenant
// with BENCH_OPEN open receivable invoices (default 20,000) receives a statement of BENCH_PAYMENTS
// payments (default 5,000): direct debits carrying their invoice as end-to-end id (90 %), transfers
// naming the invoice in their remittance (5 %), returns (3 %) and money naming nothing (2 %). Each
// sure match is allocated (an allocation, the invoice paid, the transaction matched, each with its
// history), each return reopens its invoice. Seconds, payments per second, and what was matched, on
// PostgreSQL and on the embedded database. The matching alone at 50,000 against 200,000 is
// statement-matching.bench.ts.
// Run: npx node bench/collections/statement-import.bench.ts   (PostgreSQL from DATABASE_URL, else the local server;
// BENCH_DATABASES=postgres for it alone)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportedBankStatement } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { type BankStatementFileEntry, camt053Xml } from '@lessor/domain/testing';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import { importBankStatements } from '../../packages/server/src/collections/import-bank-statements.ts';
import { startStatementImport } from '../../packages/server/src/collections/statement-import-job.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { type AnsweredJob, jobView, runAnsweredJob } from '../../packages/server/src/jobs/answered-job.ts';
import { insertSeedRecords } from '../../packages/server/src/seed/insert-seed-records.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { HeldQueue } from '../../packages/server/src/testing/held-queue.ts';
import { openBenchDatabase } from '../shared/open-bench-database.ts';
import { residentMemory } from '../shared/process-memory.ts';

const openCount = Number(process.env.BENCH_OPEN ?? 20_000);
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 5_000);
const account = 'FR7630001007941234567890185';
const reference = (index: number) => `INV${String(index + 1).padStart(8, '0')}`;
const amountOf = (index: number) => (100 + (index % 977) + (index % 100) / 100).toFixed(2);

async function seedTenant(db: Database) {
  const actor = await createTenant(db.app, { id: `statement-${Date.now()}`, admin: 'admin' });
  await insertSeedRecords(
    db,
    actor,
    new Map<string, Record<string, unknown>[]>([
      ['Person', [{ type: 'C', name: 'Fleet client', roles: [{ role: 'CLIENT' }, { role: 'PAYER' }] }]],
      ['BankAccount', [{ name: 'Collections', bankIban: account, status: 'ACTIVE' }]],
      [
        'Invoice',
        Array.from({ length: openCount }, (_, index) => ({
          name: `Instalment ${index + 1}`,
          type: 'SCHEDULE',
          pr: 'R',
          status: index % 10 < 9 ? 'COLLECTION_PENDING' : 'ISSUED',
          persons: [{ role: 'PAYER', personRegistration: 'PER00000001' }],
          amountInclTax: Number(amountOf(index)),
          totalBalance: Number(amountOf(index)),
          dueDate: '2026-12-05T00:00:00.000Z',
        })),
      ],
    ]),
  );
  return actor;
}

/** The statement: each payment its own entry, as a bank books single transfers and returns. */
function statement(): string {
  const entries: BankStatementFileEntry[] = [];
  for (let index = 0; index < paymentCount; index++) {
    const invoice = (index * 7) % openCount;
    const draw = index % 100;
    const amount = amountOf(invoice);
    const transaction =
      draw < 90
        ? { amount, endToEndId: reference(invoice), counterparty: { name: 'Fleet client' } }
        : draw < 95
          ? { amount, counterparty: { name: 'Fleet client' }, remittance: `Loyer ${reference(invoice)}` }
          : draw < 98
            ? {
                amount,
                endToEndId: reference(invoice),
                counterparty: { name: 'Fleet client' },
                returnReason: 'AM04',
              }
            : { amount: '12.34', counterparty: { name: 'Stranger' }, remittance: 'Refund' };
    const direction = 'returnReason' in transaction ? 'DBIT' : 'CRDT';
    entries.push({
      amount: transaction.amount,
      direction,
      bookedOn: '2026-12-07',
      transactions: [transaction],
    });
  }
  return camt053Xml({
    messageId: `BENCH-${Date.now()}`,
    id: `STMT-BENCH-${Date.now()}`,
    createdAt: new Date('2026-12-07T20:00:00Z'),
    account: { iban: account, currency: 'EUR' },
    openingBalance: '1000000.00',
    entries,
  });
}

async function measure(kind: string, db: Database) {
  const actor = await seedTenant(db);
  const catalogue = new EntityCatalogue(entities);
  const content = Buffer.from(statement());
  const queue = new HeldQueue<AnsweredJob>();
  const start = performance.now();
  // As the route does: the batch with the file, then the job, here run in this process.
  const batch = await startStatementImport(
    { db, catalogue, queue },
    actor,
    { fileName: 'bench.xml', content },
    undefined,
  );
  const [job] = queue.sent;
  if (!job) throw new Error('the import was not queued');
  await runAnsweredJob(db, job, (runner) => importBankStatements(db, catalogue, runner, job.batchId));
  const seconds = (performance.now() - start) / 1000;
  const view = await jobView(db, actor, batch._id);
  if (!view.answer) throw new Error(`the import ended ${view.job.status}: ${view.error?.message}`);
  const { counts } = view.answer as ImportedBankStatement;
  return { kind, seconds, counts };
}

// BENCH_DATABASES=postgres leaves the embedded database out (a full-size run takes it minutes more).
const databases = (process.env.BENCH_DATABASES ?? 'postgres,embedded').split(',');
const results = [];
if (databases.includes('postgres')) {
  const server = await openBenchDatabase('lessor_bench_statements');
  try {
    results.push(await measure('PostgreSQL', server.db));
  } finally {
    await server.db.close();
  }
}
if (databases.includes('embedded')) {
  const folder = await mkdtemp(join(tmpdir(), 'lessor-statements-'));
  const embedded = await openDatabase({ dataDir: folder });
  try {
    results.push(await measure('embedded', embedded));
  } finally {
    await embedded.close();
    await rm(folder, { recursive: true, force: true });
  }
}

console.log(
  `statement of ${paymentCount.toLocaleString('en')} payments imported against ${openCount.toLocaleString('en')} open invoices`,
);
console.log('| database | import, s | payments/s | matched | returned | to reconcile |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const { kind, seconds, counts } of results) {
  console.log(
    `| ${kind} | ${seconds.toFixed(1)} | ${(paymentCount / seconds).toFixed(0)} | ${counts.matched} | ${counts.returned} | ${counts.toReconcile} |`,
  );
}
console.log(`peak RSS: ${(await residentMemory(process.pid)).peakMb} MB`);
console.log(
  `load average: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
