// BENCH_INVOICES invoices (default 1,000) printed with the built-in invoice layout through the real
// route, `GET /api/billing/invoices/{id}/print/invoice`, on a listening port, BENCH_CONCURRENCY
// at a time (default 4): documents per second; then the same documents again while another thread
// pings `GET /api/core/ping` every 5 ms on a fixed schedule (it does not wait for the answers, so a
// stall delays every ping sent during it): the pings' p50, p99 and max against a 50 ms p99 target,
// and against the same pings on the idle server; and, for reference, the layout alone
// (renderInvoicePdf, the contexts read once) over the same invoices, so that the share of HTTP and
// the database shows. The clients run in worker threads started before anything is timed, so they
// never share the server's event loop: their latencies are the ones a client sees. On the embedded
// database (in a data folder, as `npm start` keeps it), then on PostgreSQL when it answers
// (DATABASE_URL, else the local server); BENCH_DATABASES=embedded (or postgres) runs one of them.
// Run: npx node bench/printing/invoice-pdfs.bench.ts
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { type EntityRecord, printPath } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { readInvoicePdfContexts } from '../../packages/server/src/printing/invoice/read-invoice-pdf-contexts.ts';
import { renderInvoicePdf } from '../../packages/server/src/printing/invoice/render-invoice-pdf.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';
import { startTestApp, type TestClient } from '../../packages/server/src/testing/test-app.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const pingEveryMs = 5;
const idlePingMs = 5000;
const pingP99TargetMs = 50;
const invoicesPath = '/api/billing/invoices';
const pingPath = '/api/core/ping';
const tenant = 'bench-print';

/**
 * What a client thread is told: print these documents (it answers `Printed`); ping (it answers
 * `ready` once its first ping came back, then the latencies of the later ones once told to stop).
 */
type Task =
  | { kind: 'print'; origin: string; authorization: string; paths: string[]; concurrency: number }
  | { kind: 'ping'; origin: string; everyMs: number }
  | { kind: 'stop' };
interface Printed {
  seconds: number;
  bytes: number;
  latenciesMs: number[];
}

// ---- Worker threads: the clients ----

/** Prints every path, `concurrency` at a time; any answer but a PDF fails the run. */
async function printAll(task: Extract<Task, { kind: 'print' }>): Promise<Printed> {
  const queue = [...task.paths];
  const latenciesMs: number[] = [];
  let bytes = 0;
  const start = performance.now();
  const client = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const sent = performance.now();
      const response = await fetch(`${task.origin}${path}`, {
        headers: { authorization: task.authorization },
      });
      const body = new Uint8Array(await response.arrayBuffer());
      latenciesMs.push(performance.now() - sent);
      const head = new TextDecoder().decode(body.subarray(0, 5));
      if (response.status !== 200 || head !== '%PDF-')
        throw new Error(`${path}: ${response.status} ${new TextDecoder().decode(body.subarray(0, 300))}`);
      bytes += body.length;
    }
  };
  await Promise.all(Array.from({ length: task.concurrency }, client));
  return { seconds: (performance.now() - start) / 1000, bytes, latenciesMs };
}

/**
 * Pings on a fixed schedule, not waiting for the answers: says `ready` once the first came back
 * (its connection open), then keeps the latencies of the later ones until `stopped` settles.
 */
async function pingUntil(
  task: Extract<Task, { kind: 'ping' }>,
  stopped: Promise<void>,
  ready: () => void,
): Promise<number[]> {
  let stopping = false;
  void stopped.then(() => {
    stopping = true;
  });
  const ping = async () => {
    const sent = performance.now();
    const response = await fetch(`${task.origin}${pingPath}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`ping: ${response.status}`);
    return performance.now() - sent;
  };
  await ping();
  ready();
  const latenciesMs: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let tick = 1; !stopping; tick += 1) {
    pending.push(ping().then((latency) => void latenciesMs.push(latency)));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, start + tick * task.everyMs - performance.now())),
    );
  }
  await Promise.all(pending);
  return latenciesMs;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  let stop = () => {};
  port.on('message', async (task: Task) => {
    if (task.kind === 'print') port.postMessage(await printAll(task));
    else if (task.kind === 'stop') stop();
    else {
      const stopped = new Promise<void>((resolve) => {
        stop = resolve;
      });
      port.postMessage(await pingUntil(task, stopped, () => port.postMessage('ready')));
    }
  });
  port.postMessage('loaded');
}

// ---- Main thread: the server ----

/** The next message of a client thread; its error, if it fails first. */
async function answerOf<T>(worker: Worker): Promise<T> {
  const [message] = await once(worker, 'message');
  return message as T;
}

/** A client thread: this very file, loaded (its modules imported) before anything is timed. */
async function startClient(): Promise<Worker> {
  const worker = new Worker(new URL(import.meta.url));
  if ((await answerOf<string>(worker)) !== 'loaded') throw new Error('the client thread did not start');
  return worker;
}

async function ask<T>(worker: Worker, task: Task): Promise<T> {
  const answer = answerOf<T>(worker);
  worker.postMessage(task);
  return answer;
}

/** Pings from `pinger` while `during` runs; answers what `during` answered, and the pings' latencies. */
async function withPings<T>(
  pinger: Worker,
  origin: string,
  during: () => Promise<T>,
): Promise<{ value: T; pingsMs: number[] }> {
  if ((await ask<string>(pinger, { kind: 'ping', origin, everyMs: pingEveryMs })) !== 'ready')
    throw new Error('the pinger did not start');
  const latencies = answerOf<number[]>(pinger);
  const value = await during();
  pinger.postMessage({ kind: 'stop' } satisfies Task);
  return { value, pingsMs: await latencies };
}

/** How the server's thread fared: its event loop's delay (a 1 ms timer's lateness), and its busy share. */
interface LoopDelay {
  p99Ms: number;
  maxMs: number;
  utilization: number;
}

/** The server thread's event loop while `during` runs. */
async function watchingLoop<T>(during: () => Promise<T>): Promise<{ value: T; loopDelay: LoopDelay }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const before = nodePerformance.eventLoopUtilization();
  histogram.enable();
  const value = await during();
  histogram.disable();
  return {
    value,
    loopDelay: {
      p99Ms: histogram.percentile(99) / 1e6,
      maxMs: histogram.max / 1e6,
      utilization: nodePerformance.eventLoopUtilization(before).utilization,
    },
  };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(1);

/** The tenant's payer, and its invoices made through the API, 250 per call; answers their registrations. */
async function seed(client: TestClient): Promise<string[]> {
  const person = await client.request({
    method: 'POST',
    url: '/api/person/persons',
    payload: {
      registration: 'P-BENCH',
      type: 'I',
      firstName: 'Claire',
      lastName: 'Dupont',
      addresses: [{ type: 'MAIN', addressLine: '12 rue des Forges 69007 Lyon' }],
    },
  });
  if (person.statusCode !== 201) throw new Error(`person: ${person.body}`);
  const registrations: string[] = [];
  for (let first = 0; first < invoiceCount; first += 250) {
    const batch = Array.from({ length: Math.min(250, invoiceCount - first) }, (_, offset) => ({
      name: `Rent ${first + offset + 1}`,
      invoiceNumber: `F-2025-${String(first + offset + 1).padStart(5, '0')}`,
      persons: [{ role: 'PAYER', personRegistration: 'P-BENCH' }],
      amountExclTax: 100,
      taxAmount: 20,
      amountInclTax: 120,
      totalBalance: 120,
      currency: 'EUR',
      dueDate: '2025-02-15',
    }));
    const created = await client.request({ method: 'POST', url: invoicesPath, payload: batch });
    if (created.statusCode !== 201) throw new Error(`invoices: ${created.statusCode} ${created.body}`);
    registrations.push(
      ...(created.json() as { registration: string }[]).map((invoice) => invoice.registration),
    );
  }
  return registrations;
}

interface Figures {
  database: string;
  seedSeconds: number;
  alone: Printed;
  aloneLoop: LoopDelay;
  loaded: Printed;
  idlePingsMs: number[];
  loadedPingsMs: number[];
  idleLoopDelay: LoopDelay;
  loadedLoopDelay: LoopDelay;
  layoutSeconds: number;
}

/** A database to print from: the embedded one in a data folder of its own, as `npm start` keeps it, or PostgreSQL. */
interface BenchDatabase {
  name: string;
  open(): Promise<Database>;
  /** What is left once the app closed it. */
  remove(): Promise<void>;
}

async function embeddedDatabase(): Promise<BenchDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'lessor-print-'));
  return {
    name: 'embedded',
    open: () => openDatabase({ dataDir: folder }),
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A throwaway PostgreSQL database (DATABASE_URL, else the local server), dropped when closed; none if no server answers. */
async function postgresDatabase(): Promise<BenchDatabase | undefined> {
  const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
  return postgres && { name: 'postgres', open: () => postgres.open(), remove: async () => {} };
}

async function measure(database: BenchDatabase, printer: Worker, pinger: Worker): Promise<Figures> {
  const db = await database.open();
  const started = await startTestApp(db);
  try {
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(started.app.server.address() as { port: number }).port}`;
    const client = await started.tenantClient(tenant);
    const seedStart = performance.now();
    const registrations = await seed(client);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const paths = registrations.map((registration) => printPath(invoicesPath, registration, 'invoice'));
    const print = (some: string[]) =>
      ask<Printed>(printer, {
        kind: 'print',
        origin,
        authorization: client.authorization,
        paths: some,
        concurrency,
      });

    // Warm-up: the route, pdf-lib and its fonts, the database's plans, the clients' connections,
    // and enough documents for the JIT to settle (with fewer, the second run is the faster).
    await print(paths.slice(0, 300));
    const idle = await watchingLoop(() =>
      withPings(pinger, origin, () => new Promise((resolve) => setTimeout(resolve, idlePingMs))),
    );
    const alone = await watchingLoop(() => print(paths));
    const loaded = await watchingLoop(() => withPings(pinger, origin, () => print(paths)));

    // The layout alone, on this thread: the invoices and their contexts read once, then renderInvoicePdf.
    const invoices: (EntityRecord & { registration: string })[] = [];
    for (const registration of registrations)
      invoices.push((await client.request({ method: 'GET', url: `${invoicesPath}/${registration}` })).json());
    const contexts = await withTenant(db.app, tenant, (trx) =>
      readInvoicePdfContexts(
        trx,
        { tenant, username: client.username },
        new EntityCatalogue(entities),
        invoices,
      ),
    );
    const render = (invoice: { registration: string }) => {
      const context = contexts.get(invoice.registration);
      if (!context) throw new Error(`no context for ${invoice.registration}`);
      return renderInvoicePdf(invoice, context);
    };
    for (const invoice of invoices.slice(0, 50)) await render(invoice);
    const layoutStart = performance.now();
    for (const invoice of invoices) await render(invoice);
    const layoutSeconds = (performance.now() - layoutStart) / 1000;

    return {
      database: database.name,
      seedSeconds,
      alone: alone.value,
      aloneLoop: alone.loopDelay,
      loaded: loaded.value.value,
      idlePingsMs: idle.value.pingsMs,
      loadedPingsMs: loaded.value.pingsMs,
      idleLoopDelay: idle.loopDelay,
      loadedLoopDelay: loaded.loopDelay,
      layoutSeconds,
    };
  } finally {
    await started.close();
    await database.remove();
  }
}

if (isMainThread) {
  const wanted = new Set((process.env.BENCH_DATABASES ?? 'embedded,postgres').split(','));
  const databases = [
    ...(wanted.has('embedded') ? [await embeddedDatabase()] : []),
    ...(wanted.has('postgres') ? [await postgresDatabase()] : []),
  ].filter((database) => database !== undefined);
  const [printer, pinger] = await Promise.all([startClient(), startClient()]);
  const loadBefore = loadavg()[0] ?? 0;
  const results: Figures[] = [];
  try {
    for (const database of databases) results.push(await measure(database, printer, pinger));
  } finally {
    await Promise.all([printer.terminate(), pinger.terminate()]);
  }

  const perSecond = (seconds: number) => Math.round(invoiceCount / seconds);
  console.log(
    `${invoiceCount.toLocaleString('en')} invoices printed with the built-in layout, ${concurrency} requests at a time; ` +
      `pings every ${pingEveryMs} ms from another thread; load average ${loadBefore.toFixed(1)} before, ` +
      `${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  console.log(
    '| database | seeded in, s | layout alone, docs/s | HTTP, docs/s | ratio to the layout | server thread busy | HTTP with pings, docs/s | request p50 / p99, ms | KB per PDF |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const result of results) {
    const layoutRate = perSecond(result.layoutSeconds);
    const httpRate = perSecond(result.alone.seconds);
    const { latenciesMs } = result.alone;
    console.log(
      `| ${result.database} | ${result.seedSeconds.toFixed(1)} | ${layoutRate} | ${httpRate} | ${(httpRate / layoutRate).toFixed(2)} | ${Math.round(result.aloneLoop.utilization * 100)} % | ` +
        `${perSecond(result.loaded.seconds)} | ${ms(percentile(latenciesMs, 0.5))} / ${ms(percentile(latenciesMs, 0.99))} | ` +
        `${(result.alone.bytes / invoiceCount / 1024).toFixed(1)} |`,
    );
  }
  console.log('');
  console.log(
    `| database | pings while printing | ping p50 / p99 / max idle, ms | ping p50 / p99 / max printing, ms | p99 / ${pingP99TargetMs} ms target | server loop delay p99 / max, idle then printing, ms |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const result of results) {
    const idle = result.idlePingsMs;
    const loaded = result.loadedPingsMs;
    console.log(
      `| ${result.database} | ${loaded.length} | ${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))} / ${ms(Math.max(...idle))} | ` +
        `${ms(percentile(loaded, 0.5))} / ${ms(percentile(loaded, 0.99))} / ${ms(Math.max(...loaded))} | ` +
        `${(percentile(loaded, 0.99) / pingP99TargetMs).toFixed(2)} | ` +
        `${ms(result.idleLoopDelay.p99Ms)} / ${ms(result.idleLoopDelay.maxMs)}, ${ms(result.loadedLoopDelay.p99Ms)} / ${ms(result.loadedLoopDelay.maxMs)} |`,
    );
  }
}
