// GET /api/financing/contracts with a status filter sorted by -startDate, and with a free-text
// search, on PostgreSQL holding BENCH_TENANTS x BENCH_CONTRACTS contracts (default 100 x 10,000:
// one million), each against bare Fastify handlers running the same SQL through `pg` (as Lessor
// runs it, and as the SELECT alone), in one run.
// The data set is kept in the database `lessor_bench_api_list` and seeded once. Lessor runs in a
// process of its own (serve-lessor.ts), whose resident memory is the one reported.
// Run: npx node bench/api-list/api-list.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { type EntityDefinition, entities, findEntity } from '@lessor/domain/entities';
import Fastify from 'fastify';
import pg from 'pg';
import { serverNodeFlags } from '../../packages/server/bin/server-node-flags.mjs';
import { EntityCatalogue } from '../../packages/server/src/catalogue/entity-catalogue.ts';
import { appRole, type Database } from '../../packages/server/src/db/database.ts';
import { querySettingsBound } from '../../packages/server/src/db/settings-bound-query.ts';
import {
  type QueryString,
  readListRequest,
} from '../../packages/server/src/entities/http/read-list-request.ts';
import { listQuery } from '../../packages/server/src/entities/reading/list-records.ts';
import { seedAtScale } from '../../packages/server/src/seed/seed-at-scale.ts';
import { tenantSetting } from '../../packages/server/src/tenancy/tenant-policy.ts';
import { type LoadFigures, loadWithAutocannon } from '../shared/load-with-autocannon.ts';
import { openBenchDatabase } from '../shared/open-bench-database.ts';
import { residentMemory } from '../shared/process-memory.ts';

const tenants = Number(process.env.BENCH_TENANTS ?? 100);
const contractsPerTenant = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const tenant = `bench-${Math.ceil(tenants / 2)}`;
const databaseName = 'lessor_bench_api_list';
const declared = findEntity('Contract');
if (!declared) throw new Error('no Contract entity');
const contract: EntityDefinition = declared;

/** The two calls: query strings of GET /api/financing/contracts, and the bare handler's path. */
const calls: { name: string; path: string; query: QueryString }[] = [
  { name: 'status + sort', path: '/status', query: { status: 'ACTIVE', sort: '-startDate', range: '0-19' } },
  { name: 'search', path: '/search', query: { search: 'Leasing', range: '0-19' } },
];

type Figures = LoadFigures & { ratioToOwnSql?: number; ratioToSelect?: number; serverRssMb?: number };

/**
 * One call first on both sides, so that one-off work of a first answer (Lessor compiles an
 * entity's serialiser on first use) is not timed.
 */
async function load(url: string, headers: Record<string, string> = {}) {
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url}: ${first.status} ${await first.text()}`);
  return loadWithAutocannon(url, { headers, connections, seconds });
}

/** Starts the Lessor server process and waits for its origin and authorization header. */
async function serveLessor(databaseUrl: string) {
  const child = fork(new URL('./serve-lessor.ts', import.meta.url), {
    // The flags `npm start` gives the server.
    execArgv: [...process.execArgv, ...serverNodeFlags],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_TENANT: tenant },
  });
  const [ready] = (await once(child, 'message')) as [{ origin: string; authorization: string }];
  return {
    child,
    pid: child.pid as number,
    origin: ready.origin,
    headers: { authorization: ready.authorization },
  };
}

/**
 * Two baselines run the statement Lessor's list reader compiles for the call, through `pg` and a
 * bare Fastify handler. "Own SQL" runs it as Lessor does: as the application role, with the
 * tenant setting sent before it in the same round trip, so both sides pay row-level security and
 * the ratio measures what Lessor does around its SQL. "SELECT alone" runs it as the owner, outside
 * any transaction and row-level security: the limit of the stack for the same rows.
 */
async function serveBaselines(db: Database, connectionString: string) {
  const ownSql = new pg.Pool({ connectionString, max: 10, options: `-c role=${appRole}` });
  const selectAlone = new pg.Pool({ connectionString, max: 10 });
  const app = Fastify();
  for (const { path, query } of calls) {
    const request = readListRequest(new EntityCatalogue(entities), contract, query);
    const compiled = listQuery(db.app, tenant, contract, request).compile();
    const parameters = [...compiled.parameters];
    const page = (rows: unknown[]) => rows.slice(0, request.range.limit);
    app.get(`/own-sql${path}`, async () => {
      const client = await ownSql.connect();
      try {
        return page(
          (await querySettingsBound(client, { [tenantSetting]: tenant }, compiled.sql, parameters)).rows,
        );
      } finally {
        client.release();
      }
    });
    app.get(`/select${path}`, async () => page((await selectAlone.query(compiled.sql, parameters)).rows));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => Promise.all([app.close(), ownSql.end(), selectAlone.end()]),
  };
}

/** Loads a URL while sampling the server's resident memory, whose highest sample is kept. */
async function loadWatchingServer(url: string, headers: Record<string, string>, pid: number) {
  let highest = 0;
  const sampler = setInterval(async () => {
    highest = Math.max(highest, (await residentMemory(pid)).nowMb);
  }, 100);
  const figures: Figures = await load(url, headers);
  clearInterval(sampler);
  return { ...figures, serverRssMb: highest };
}

const { db, url } = await openBenchDatabase(databaseName);
const started = performance.now();
const seeded = await seedAtScale(db, {
  contracts: contractsPerTenant,
  tenants,
  progress: (id) => process.stdout.write(`seeded ${id}\n`),
});
if (seeded > 0)
  console.log(`seeded ${seeded} records in ${Math.round((performance.now() - started) / 1000)} s`);
// What autovacuum keeps up on a live server (the test server runs without it): statistics, and
// the visibility map that lets index-only scans skip the table.
const owner = new pg.Client({ connectionString: url });
await owner.connect();
await owner.query('vacuum (analyze) contracts, persons');
await owner.end();

const baselines = await serveBaselines(db, url);
const lessor = await serveLessor(url);
const atRest = await residentMemory(lessor.pid);
const results: Record<string, Figures> = {};
for (const { name, path, query } of calls) {
  const search = new URLSearchParams(query as Record<string, string>);
  const selectAlone = await load(`${baselines.origin}/select${path}`);
  const ownSql = await load(`${baselines.origin}/own-sql${path}`);
  const lessorFigures = await loadWatchingServer(
    `${lessor.origin}${contract.apiPath}?${search}`,
    lessor.headers,
    lessor.pid,
  );
  const ratio = (baseline: LoadFigures) =>
    Number((lessorFigures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2));
  results[`SELECT alone, ${name}`] = selectAlone;
  results[`own SQL, ${name}`] = ownSql;
  results[`Lessor, ${name}`] = {
    ...lessorFigures,
    ratioToOwnSql: ratio(ownSql),
    ratioToSelect: ratio(selectAlone),
  };
}
const { peakMb } = await residentMemory(lessor.pid);
console.log(
  `${tenants} tenants x ${contractsPerTenant} contracts; ${connections} connections for ${seconds} s each`,
);
console.table(results);
console.log(`Lessor server process: ${atRest.nowMb} MB resident when started, ${peakMb} MB at its peak`);
// Other work on the machine lengthens every request, which the latencies and the memory both show.
console.log(
  `load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
);

lessor.child.disconnect();
await once(lessor.child, 'exit');
await baselines.close();
await db.close();
