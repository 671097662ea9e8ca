// An export of BENCH_CONTRACTS contracts (default 100,000) of one tenant, the list's whole search
// written by the export job (docs/jobs.md) to an .xlsx workbook and to a CSV file, on PostgreSQL:
// seconds, rows per second, the file's size, and the process's peak resident memory and heap above
// their levels before the export (a job that held the rows would grow by hundreds of megabytes).
// Run: npx node bench/exports/contract-export.bench.ts   (PostgreSQL from DATABASE_URL, else the
// local server; the seeded database lessor_bench_exports is kept for the next run)
import { loadavg } from 'node:os';
import type { ExportRequest } from '@lessor/domain/api';
import { batchEntity, entities } from '@lessor/domain/entities';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { runExport } from '../../packages/server/src/exports/run-export.ts';
import { writeJobState } from '../../packages/server/src/jobs/job-record.ts';
import { seedAtScale } from '../../packages/server/src/seed/seed-at-scale.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';
import { openBenchDatabase } from '../shared/open-bench-database.ts';
import { sampleMemory } from '../shared/sample-memory.ts';

const contracts = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const { db } = await openBenchDatabase('lessor_bench_exports');
const catalogue = new EntityCatalogue(entities);
const load = loadavg().map((value) => value.toFixed(1));

const seedStart = performance.now();
await seedAtScale(db, { contracts, tenants: 1 });
console.log(
  `seeded (or found) ${contracts} contracts in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
);
const actor = { tenant: 'bench-1', username: 'admin@bench-1' };

/** The contracts list as a clerk sees it: its usual columns, sorted by registration. */
const request = (format: ExportRequest['format']): ExportRequest => ({
  entity: 'Contract',
  query: { sort: 'registration' },
  columns: [
    { key: 'registration', headerLabel: 'Registration' },
    { key: 'name', headerLabel: 'Name' },
    { key: 'clientRegistration', headerLabel: 'Client' },
    { key: 'financedAmountExclTax', headerLabel: 'Financed amount', format: 'currency' },
    { key: 'rate', headerLabel: 'Rate', format: 'percentage' },
    { key: 'duration', headerLabel: 'Duration', format: 'integer' },
    { key: 'startDate', headerLabel: 'Start date', format: 'date' },
    { key: 'status', headerLabel: 'Status' },
  ],
  fileName: `contracts.${format}`,
  format,
});

const rows: string[] = [];
for (const format of ['xlsx', 'csv'] as const) {
  const batch = await withTenant(db.app, actor.tenant, async (trx) => {
    const [created] = await new EntityService(db, catalogue, batchEntity).createWithin(trx, actor, [
      { name: `contracts.${format}`, type: 'EXPORT', scriptName: 'export', entityName: 'Contract' },
    ]);
    if (!created) throw new Error('no batch');
    return writeJobState(trx, actor, batchEntity, created, {
      status: 'PROCESSING',
      startedAt: new Date().toISOString(),
    });
  });
  const memory = sampleMemory();
  const start = performance.now();
  let ended: Record<string, unknown> | undefined;
  await runExport(
    {
      db,
      catalogue,
      storageQuotaBytes: 100 * 1024 ** 3,
      onEnd: async (_actor, record) => {
        ended = record;
      },
    },
    {
      tenant: actor.tenant,
      username: actor.username,
      batchId: batch._id as string,
      request: request(format),
      separator: ',',
    },
  );
  const seconds = (performance.now() - start) / 1000;
  const used = await memory.stop();
  const written = Number(ended?.processed ?? 0);
  if (written !== contracts) throw new Error(`${format}: ${written} rows written of ${contracts}`);
  const { rows: sizes } = await withTenant(db.app, actor.tenant, (trx) =>
    trx
      .selectFrom('record_documents')
      .select('size')
      .where('record_id', '=', batch._id as string)
      .execute()
      .then((found) => ({ rows: found })),
  );
  rows.push(
    `| ${format} | ${written.toLocaleString('en')} | ${seconds.toFixed(1)} | ${Math.round(written / seconds)} | ${((sizes[0]?.size ?? 0) / 1024 / 1024).toFixed(1)} | ${used.rssGrowthMb.toFixed(0)} | ${used.heapGrowthMb.toFixed(0)} |`,
  );
}

console.log(`\nExport of the contracts list, ${contracts.toLocaleString('en')} rows, PostgreSQL`);
console.log(
  '| format | rows | seconds | rows/s | file MB | peak RSS − baseline, MB | peak heap − baseline, MB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) console.log(row);
console.log(
  `load average: ${load.join(', ')} at the start, ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')} at the end`,
);
await db.close();
