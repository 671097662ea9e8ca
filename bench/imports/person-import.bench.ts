// An import of BENCH_ROWS persons (default 100,000) from an .xlsx workbook, through the import
// machinery (docs/jobs.md): the upload (file read and its rows stored), the run (DO until SUCCESS,
// each row written through the entity service in a savepoint, 200 per transaction), rows per second
// and the process's peak memory; against the same rows created through the entity service alone,
// 200 per transaction, in a fresh tenant. On PostgreSQL (pg-boss queue), then on the embedded
// database with BENCH_EMBEDDED_ROWS (default 10,000). Last, on PostgreSQL, the latency of a person
// list call (`app.inject`) on an idle app (before and after) and while an import of BENCH_LATENCY_ROWS (default
// 10,000) uploaded through the API runs in the same process.
// Run: npx node bench/imports/person-import.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
// BENCH_PARTS=postgres,embedded,latency runs some of the parts only.
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ImportView, importPaths } from '@lessor/domain/api';
import { entities, personEntity } from '@lessor/domain/entities';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { issueLoginToken } from '../../packages/server/src/auth/login-tokens.ts';
import { loadSessionSecret } from '../../packages/server/src/auth/session-tokens.ts';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { EntityService } from '../../packages/server/src/entities/writing/entity-service.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { Imports } from '../../packages/server/src/imports/imports.ts';
import { readImportFile } from '../../packages/server/src/imports/read-import-file.ts';
import type { JobQueue } from '../../packages/server/src/jobs/job-queue.ts';
import { openJobQueue } from '../../packages/server/src/jobs/open-job-queue.ts';
import { insertSeedRecords } from '../../packages/server/src/seed/insert-seed-records.ts';
import type { Actor } from '../../packages/server/src/tenancy/actor.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { multipart } from '../../packages/server/src/testing/multipart.ts';
import { openBenchDatabase } from '../shared/open-bench-database.ts';
import { sampleMemory } from '../shared/sample-memory.ts';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const embeddedRows = Number(process.env.BENCH_EMBEDDED_ROWS ?? 10_000);
const latencyRows = Number(process.env.BENCH_LATENCY_ROWS ?? 10_000);
const parts = new Set((process.env.BENCH_PARTS ?? 'postgres,embedded,latency').split(','));
/** As the import job writes: one transaction per 200 rows (run-import.ts). */
const batchSize = 200;
/**
 * Idle calls: at least 300 and for at least 10 s, before the import and after it. The p99 of 300
 * calls (a second of calls) is the third slowest, hostage to one pause of the machine's other work.
 */
const idleCalls = 300;
const idleMillis = 10_000;
/** Rows created one call per row, as the job calls the service: enough for a steady rate. */
const rowByRowSample = 10_000;
const listCall = '/api/person/persons?range=0-19';
const databaseName = 'lessor_bench_imports';

const firstNames = ['Claire', 'Paul', 'Marc', 'Julie', 'Luc', 'Sophie', 'Hugo', 'Emma', 'Louis', 'Alice'];
const lastNames = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand'];

/** The i-th person as the file holds it, and as a typed body for the entity service. */
function person(index: number) {
  const firstName = firstNames[index % firstNames.length] as string;
  const lastName = `${lastNames[index % lastNames.length]}-${(index + 1).toString(36).toUpperCase()}`;
  const birth = new Date(Date.UTC(1950 + (index % 50), (index * 7) % 12, 1 + (index % 28)));
  return {
    type: 'I',
    lastName,
    firstName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    birth,
    // French mobiles, valid for libphonenumber's full metadata: +33 61 and seven digits.
    phone: `+3361${String(index).padStart(7, '0')}`,
  };
}

function personBody(index: number): Record<string, unknown> {
  const { birth, ...values } = person(index);
  return { ...values, birthDate: birth.toISOString() };
}

/** A workbook of `count` persons written with exceljs's streaming writer; the birth dates are date cells. */
async function writeWorkbook(path: string, count: number): Promise<number> {
  const start = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Persons');
  sheet.columns = [
    { header: 'Type', key: 'type' },
    { header: 'Last name', key: 'lastName' },
    { header: 'First name', key: 'firstName' },
    { header: 'Email', key: 'email' },
    { header: 'Birth date', key: 'birth', style: { numFmt: 'dd/mm/yyyy' } },
    { header: 'Phone', key: 'phone' },
  ];
  for (let index = 0; index < count; index++) sheet.addRow(person(index)).commit();
  sheet.commit();
  await workbook.commit();
  return (performance.now() - start) / 1000;
}

/** Reads the workbook's rows without storing them: the share of the upload that is exceljs's. */
async function parseOnly(path: string): Promise<{ seconds: number; count: number }> {
  const start = performance.now();
  let count = 0;
  for await (const _row of readImportFile(path, 'persons.xlsx')) count++;
  return { seconds: (performance.now() - start) / 1000, count: count - 1 };
}

async function newTenant(db: Database, prefix: string): Promise<Actor> {
  return createTenant(db.app, { id: `${prefix}-${Date.now().toString(36)}`, admin: 'admin' });
}

/** Upload then DO through the `Imports` service and its queue, as the routes call them. */
async function importThroughJobs(db: Database, queue: JobQueue, path: string, count: number) {
  const catalogue = new EntityCatalogue(entities);
  const imports = new Imports(db, catalogue, queue);
  await imports.work();
  const actor = await newTenant(db, 'import');
  const parse = await parseOnly(path);
  const memory = sampleMemory();
  const uploadStart = performance.now();
  const draft = await imports.upload(actor, {
    entityName: 'Person',
    fileName: 'persons.xlsx',
    locale: 'en-GB',
    rows: readImportFile(path, 'persons.xlsx'),
  });
  const upload = (performance.now() - uploadStart) / 1000;
  const fields = draft.columns.map((column) => column.field);
  if (fields.join() !== 'type,lastName,firstName,email,birthDate,phone')
    throw new Error(`columns proposed: ${fields.join()}`);
  if (draft.record.rowCount !== count) throw new Error(`${draft.record.rowCount} rows stored of ${count}`);
  const id = draft.record._id as string;
  const runStart = performance.now();
  await imports.act(actor, id, 'DO', {});
  await queue.idle();
  const run = (performance.now() - runStart) / 1000;
  const used = await memory.stop();
  const done = await imports.view(actor, id);
  if (done.record.status !== 'SUCCESS' || done.counts.written !== count)
    throw new Error(`import ended ${done.record.status}: ${JSON.stringify(done.counts)}`);
  const recorded =
    (Date.parse(String(done.record.endedAt)) - Date.parse(String(done.record.startedAt))) / 1000;
  return { parse: parse.seconds, upload, run, recorded, ...used };
}

/** The same persons created through the entity service, `batchSize` per transaction, in a fresh tenant. */
async function createDirectly(db: Database, count: number): Promise<number> {
  const service = new EntityService(db, new EntityCatalogue(entities), personEntity);
  const actor = await newTenant(db, 'direct');
  const bodies = Array.from({ length: count }, (_, index) => personBody(index));
  const start = performance.now();
  for (let first = 0; first < count; first += batchSize) {
    const batch = bodies.slice(first, first + batchSize);
    await withTenant(db.app, actor.tenant, (trx) => service.createWithin(trx, actor, batch));
  }
  return (performance.now() - start) / 1000;
}

/**
 * Persons created as the import job writes them, without its stored rows: one `createWithin` call
 * per row, each in a savepoint, `batchSize` rows per transaction. Tells the service's per-call cost
 * from the rest of the job's (reading the stored rows and recording what became of them).
 */
async function createRowByRow(db: Database, count: number): Promise<number> {
  const service = new EntityService(db, new EntityCatalogue(entities), personEntity);
  const actor = await newTenant(db, 'rows');
  const bodies = Array.from({ length: count }, (_, index) => personBody(index));
  const start = performance.now();
  for (let first = 0; first < count; first += batchSize) {
    const batch = bodies.slice(first, first + batchSize);
    await withTenant(db.app, actor.tenant, async (trx) => {
      for (const body of batch) {
        await sql`savepoint import_row`.execute(trx);
        await service.createWithin(trx, actor, [body]);
        await sql`release savepoint import_row`.execute(trx);
      }
    });
  }
  return (performance.now() - start) / 1000;
}

async function measureImport(kind: string, db: Database, folder: string, count: number) {
  const path = join(folder, `persons-${count}.xlsx`);
  const written = await writeWorkbook(path, count);
  const bytes = (await stat(path)).size;
  const queue = await openJobQueue(db, { onError: (error) => console.error('job failed', error) });
  try {
    const imported = await importThroughJobs(db, queue, path, count);
    const direct = await createDirectly(db, count);
    const sample = Math.min(count, rowByRowSample);
    const rowByRow = await createRowByRow(db, sample);
    return {
      kind,
      count,
      bytes,
      written,
      direct,
      rowByRow: { count: sample, seconds: rowByRow },
      ...imported,
    };
  } finally {
    await queue.stop();
    await rm(path, { force: true });
  }
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function latencies(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { calls: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** Signs in as the tenant's administrator through the sign-in route, as a browser would. */
async function signIn(app: FastifyInstance, db: Database, actor: Actor) {
  const token = await issueLoginToken(db.app, actor);
  const login = await app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const authorization = `Bearer ${login.headers.authorization}`;
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { authorization, ...options.headers } });
}

/** The list call's latency on an idle app, then while an import uploaded through the API runs in the same process. */
async function measureLatency(db: Database, folder: string) {
  const path = join(folder, `persons-${latencyRows}.xlsx`);
  await writeWorkbook(path, latencyRows);
  const queue = await openJobQueue(db, { onError: (error) => console.error('job failed', error) });
  const app = await buildApp({ db, sessionSecret: await loadSessionSecret(db), jobQueue: queue });
  try {
    const actor = await newTenant(db, 'latency');
    // A book to list before the import adds its persons.
    await insertSeedRecords(
      db,
      actor,
      new Map([['Person', Array.from({ length: 2000 }, (_, index) => personBody(1_000_000 + index))]]),
    );
    const request = await signIn(app, db, actor);
    const timeList = async () => {
      const start = performance.now();
      const response = await request({ method: 'GET', url: listCall });
      const millis = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`list answered ${response.statusCode}: ${response.body}`);
      return millis;
    };
    for (let call = 0; call < 30; call++) await timeList();
    const idleSample = async () => {
      const samples: number[] = [];
      const start = performance.now();
      while (samples.length < idleCalls || performance.now() - start < idleMillis)
        samples.push(await timeList());
      return samples;
    };
    const idle = await idleSample();

    const uploadStart = performance.now();
    const uploaded = await request({
      method: 'POST',
      url: importPaths.upload,
      ...multipart([
        { name: 'entity', value: 'Person' },
        { name: 'locale', value: 'en-GB' },
        {
          name: 'file',
          value: await readFile(path),
          fileName: 'persons.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ]),
    });
    const upload = (performance.now() - uploadStart) / 1000;
    if (uploaded.statusCode !== 201)
      throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
    const id = uploaded.json<ImportView>().record.registration;
    const runStart = performance.now();
    const started = await request({ method: 'POST', url: importPaths.action(id, 'DO'), payload: {} });
    if (started.statusCode !== 200) throw new Error(`DO answered ${started.statusCode}: ${started.body}`);
    let running = true;
    const finished = queue.idle().then(() => {
      running = false;
    });
    const busy: number[] = [];
    while (running) busy.push(await timeList());
    await finished;
    const run = (performance.now() - runStart) / 1000;
    const done = (await request({ method: 'GET', url: importPaths.progress(id) })).json<ImportView>();
    if (done.record.status !== 'SUCCESS' || done.counts.written !== latencyRows)
      throw new Error(`import ended ${done.record.status}: ${JSON.stringify(done.counts)}`);
    // Idle again once it ended: the machine's other work shows in both idle samples.
    const after = await idleSample();
    return {
      idle: latencies([...idle, ...after]),
      before: latencies(idle),
      after: latencies(after),
      busy: latencies(busy),
      upload,
      run,
    };
  } finally {
    await app.close();
    await rm(path, { force: true });
  }
}

/** A fresh database per run, dropped at the end: its 200,000 persons are of no later use. */
async function dropBenchDatabase(): Promise<void> {
  const admin = new pg.Client({
    connectionString: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

const loadBefore = loadavg();
const folder = await mkdtemp(join(tmpdir(), 'lessor-import-'));
// An interrupted run leaves no workbook nor embedded database behind.
process.once('SIGINT', () => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(130);
});
const results: Awaited<ReturnType<typeof measureImport>>[] = [];
let latency: Awaited<ReturnType<typeof measureLatency>> | undefined;
try {
  if (parts.has('postgres') || parts.has('latency')) {
    await dropBenchDatabase();
    const server = await openBenchDatabase(databaseName);
    try {
      if (parts.has('postgres')) results.push(await measureImport('PostgreSQL', server.db, folder, rows));
      if (parts.has('latency')) latency = await measureLatency(server.db, folder);
    } finally {
      await server.db.close();
      await dropBenchDatabase();
    }
  }
  if (parts.has('embedded')) {
    const dataDir = join(folder, 'embedded');
    const embedded = await openDatabase({ dataDir });
    try {
      results.push(await measureImport('embedded', embedded, folder, embeddedRows));
    } finally {
      await embedded.close();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

const fixed = (value: number, digits = 1) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en');

console.log(
  'Person import from an .xlsx workbook (type, last and first name, email, birth date cell, phone), all rows valid',
);
console.log(
  '| database | rows | file MB | parse alone, s | upload, s | run (DO → SUCCESS), s | import rows/s | direct createWithin, s | direct rows/s | import / direct (rows/s) | peak RSS − baseline, MB | peak heap − baseline, MB |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  const total = r.upload + r.run;
  console.log(
    `| ${r.kind} | ${r.count.toLocaleString('en')} | ${fixed(r.bytes / 1024 / 1024)} | ${fixed(r.parse)} | ${fixed(r.upload)} | ${fixed(r.run)} | ${rate(r.count, total)} | ${fixed(r.direct)} | ${rate(r.count, r.direct)} | ${fixed(r.direct / total, 2)} | ${fixed(r.rssGrowthMb, 0)} | ${fixed(r.heapGrowthMb, 0)} |`,
  );
}
for (const r of results)
  console.log(
    `${r.kind}: workbook written in ${fixed(r.written)} s; the run by its record: ${fixed(r.recorded)} s; run alone ${rate(r.count, r.run)} rows/s, ratio to direct ${fixed(r.direct / r.run, 2)}; one createWithin per row in a savepoint, as the job calls it, over ${r.rowByRow.count.toLocaleString('en')} rows: ${rate(r.rowByRow.count, r.rowByRow.seconds)} rows/s; baseline RSS ${fixed(r.baselineRssMb, 0)} MB`,
  );
if (latency) {
  console.log('');
  console.log(
    `GET ${listCall}, sequential app.inject calls in the process that runs the import job (one node's worst case), PostgreSQL, pg-boss queue`,
  );
  console.log('| app | calls | p50 ms | p99 ms | p99 / idle p99 |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(
    `| idle, before and after | ${latency.idle.calls} | ${fixed(latency.idle.p50)} | ${fixed(latency.idle.p99)} | 1.00 |`,
  );
  console.log(
    `| idle, before | ${latency.before.calls} | ${fixed(latency.before.p50)} | ${fixed(latency.before.p99)} | ${fixed(latency.before.p99 / latency.idle.p99, 2)} |`,
  );
  console.log(
    `| idle, after | ${latency.after.calls} | ${fixed(latency.after.p50)} | ${fixed(latency.after.p99)} | ${fixed(latency.after.p99 / latency.idle.p99, 2)} |`,
  );
  console.log(
    `| importing ${latencyRows.toLocaleString('en')} rows | ${latency.busy.calls} | ${fixed(latency.busy.p50)} | ${fixed(latency.busy.p99)} | ${fixed(latency.busy.p99 / latency.idle.p99, 2)} |`,
  );
  console.log(
    `upload through the API ${fixed(latency.upload)} s; run while listing ${fixed(latency.run)} s (${rate(latencyRows, latency.run)} rows/s)`,
  );
}
const averages = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
console.log(`load average: ${averages(loadBefore)} at the start, ${averages(loadavg())} at the end`);
