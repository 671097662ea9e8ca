// A billing run over BENCH_CONTRACTS active contracts (default 10,000), each with its schedule
// written as planned cashflows and one instalment due, on PostgreSQL and on the embedded database:
// invoices per second (each invoice with its PDF), and, on PostgreSQL, the longest transaction
// seen open during the run against the run's whole duration (pg_stat_activity polled every 20 ms):
// a run must never hold one transaction, nor its locks, over the whole tenant.
// Run: npx node bench/billing/billing-run.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { entities, plannedCashflows } from '@lessor/domain/entities';
import pg from 'pg';
import { runBilling } from '../../packages/server/src/billing/run-billing.ts';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { insertSeedRecords } from '../../packages/server/src/seed/insert-seed-records.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { openBenchDatabase } from '../shared/open-bench-database.ts';

const contracts = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const billingDate = '2026-02-20';

/** A tenant of its own per run, with a client and its active twelve-month leases, each one instalment due. */
async function seedBook(db: Database): Promise<{ tenant: string; username: string }> {
  const actor = await createTenant(db.app, { id: `billing-${Date.now()}`, admin: 'admin' });
  await insertSeedRecords(
    db,
    actor,
    new Map([['Person', [{ type: 'C', name: 'Fleet client', roles: [{ role: 'CLIENT' }] }]]]),
  );
  const leases = Array.from({ length: contracts }, (_, index) => ({
    name: `Lease ${index + 1}`,
    status: 'ACTIVE',
    clientRegistration: 'PER00000001',
    financedAmountExclTax: 12_000 + (index % 50) * 100,
    duration: 12,
    frequency: 'MONTHLY',
    paymentTiming: 'ARREARS',
    rate: 0.045,
    taxCode: 'STANDARD',
    currency: 'EUR',
    // Started in January 2026: the first instalment, on 15 February, is due on the billing date.
    startDate: '2026-01-15T00:00:00.000Z',
  }));
  await insertSeedRecords(db, actor, new Map([['Contract', leases]]));
  const cashflows = leases.flatMap((lease, index) =>
    plannedCashflows({ ...lease, registration: `CTR${String(index + 1).padStart(8, '0')}` }),
  );
  await insertSeedRecords(db, actor, new Map([['Cashflow', cashflows]]));
  return actor;
}

/** The longest age of an open transaction on the database, polled until `stop` is called. */
function watchTransactions(url: string): { stop(): Promise<number> } {
  const client = new pg.Client({ connectionString: url });
  let longest = 0;
  let running = true;
  const watching = (async () => {
    await client.connect();
    const database = new URL(url).pathname.slice(1);
    while (running) {
      const { rows } = await client.query<{ age: number | null }>(
        `select max(extract(epoch from now() - xact_start)) as age from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'`,
        [database],
      );
      longest = Math.max(longest, Number(rows[0]?.age ?? 0));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await watching;
      return longest;
    },
  };
}

async function measure(kind: string, db: Database, url?: string) {
  const actor = await seedBook(db);
  const watch = url ? watchTransactions(url) : undefined;
  const start = performance.now();
  const run = await runBilling(db, new EntityCatalogue(entities), actor, {
    date: billingDate,
    organizations: undefined,
  });
  const seconds = (performance.now() - start) / 1000;
  const longest = await watch?.stop();
  if (run.failures.length > 0)
    throw new Error(`${run.failures.length} batches failed: ${String(run.failures[0]?.error)}`);
  if (run.invoices.length !== contracts)
    throw new Error(`${run.invoices.length} invoices for ${contracts} contracts`);
  const again = await runBilling(db, new EntityCatalogue(entities), actor, {
    date: billingDate,
    organizations: undefined,
  });
  return {
    kind,
    invoices: run.invoices.length,
    batches: run.batches,
    seconds,
    longest,
    rerun: again.invoices.length,
  };
}

const results = [];
const server = await openBenchDatabase('lessor_bench_billing');
try {
  results.push(await measure('PostgreSQL', server.db, server.url));
} finally {
  await server.db.close();
}
const folder = await mkdtemp(join(tmpdir(), 'lessor-billing-'));
const embedded = await openDatabase({ dataDir: folder });
try {
  results.push(await measure('embedded', embedded));
} finally {
  await embedded.close();
  await rm(folder, { recursive: true, force: true });
}

console.log(`billing run over ${contracts.toLocaleString('en')} active contracts, one instalment due each`);
console.log(
  '| database | invoices | batches | run, s | invoices/s | longest transaction, s | its share of the run | billed again |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const result of results) {
  const share = result.longest === undefined ? '' : (result.longest / result.seconds).toFixed(3);
  console.log(
    `| ${result.kind} | ${result.invoices} | ${result.batches} | ${result.seconds.toFixed(1)} | ${(result.invoices / result.seconds).toFixed(0)} | ${result.longest?.toFixed(2) ?? ''} | ${share} | ${result.rerun} |`,
  );
}
console.log(
  `load average: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
