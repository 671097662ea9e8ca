// GET /api/financing/contracts with a status filter sorted by -startDate, and with a free-text
// search, on PostgreSQL holding BENCH_TENANTS x BENCH_CONTRACTS contracts (default 100 x 10,000:
// one million), each against a bare Fastify handler running the same SQL through `pg`, in one run.
// The data set is kept in the database `lessor_bench_api_list` and seeded once.
// Run: npx node bench/api-list/api-list.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import Fastify from 'fastify';
import pg from 'pg';
import { loadSessionSecret, SessionTokens } from '../../packages/server/src/auth/session-tokens.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { seedAtScale } from '../../packages/server/src/seed/seed-at-scale.ts';
import { type LoadFigures, loadWithAutocannon } from '../shared/load-with-autocannon.ts';

const tenants = Number(process.env.BENCH_TENANTS ?? 100);
const contractsPerTenant = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const tenant = `bench-${Math.ceil(tenants / 2)}`;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = 'lessor_bench_api_list';

type Figures = LoadFigures & { ratioToBare?: number };

const load = (url: string, headers: Record<string, string> = {}) =>
  loadWithAutocannon(url, { headers, connections, seconds });

async function openBenchDatabase(): Promise<{ db: Database; url: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (!rowCount) await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return { db: await openDatabase({ databaseUrl: url.toString() }), url: url.toString() };
}

async function serveLessor(db: Database) {
  const secret = await loadSessionSecret(db.app);
  const app = await buildApp({ db, sessionSecret: secret });
  const sid = `bench-api-list-${Date.now()}`;
  await db.app.insertInto('auth_sessions').values({ id: sid, tenant, username: 'bench' }).execute();
  const token = await new SessionTokens(secret).sign({
    sid,
    tenant,
    username: 'bench',
    isAdmin: true,
    isMainAdmin: false,
    isSuperAdmin: false,
    profiles: [],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: origin(app), headers: { authorization: `Bearer ${token}` } };
}

// The SQL the list reader builds for these two calls, run with nothing around it.
const statusSql = `select * from contracts where tenant = $1 and status in ($2)
  order by data->'startDate' desc, id desc limit 21 offset 0`;
const searchSql = `select * from contracts where tenant = $1 and (registration ilike $2 or name ilike $2
  or data->>'internalReference' ilike $2 or data->>'externalReference' ilike $2)
  order by _insert_date desc, id desc limit 21 offset 0`;

/**
 * The baseline runs the statement as Lessor does, as the application role in a transaction bound
 * to the tenant, so both sides pay row-level security and the ratio measures Lessor itself.
 */
async function serveBare(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const query = async (statement: string, parameters: unknown[]) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role lessor_app');
      await client.query(`select set_config('lessor.tenant', $1, true)`, [tenant]);
      const { rows } = await client.query(statement, parameters);
      await client.query('commit');
      return rows.slice(0, 20);
    } finally {
      client.release();
    }
  };
  const app = Fastify();
  app.get('/status', () => query(statusSql, [tenant, 'ACTIVE']));
  app.get('/search', () => query(searchSql, [tenant, '%Leasing%']));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, pool, origin: origin(app) };
}

function origin(app: { server: { address(): unknown } }): string {
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const { db, url } = await openBenchDatabase();
const started = performance.now();
const seeded = await seedAtScale(db, {
  contracts: contractsPerTenant,
  tenants,
  progress: (id) => process.stdout.write(`seeded ${id}\n`),
});
if (seeded > 0)
  console.log(`seeded ${seeded} records in ${Math.round((performance.now() - started) / 1000)} s`);
await db.owner
  .executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never)
  .catch(() => {});

const bare = await serveBare(url);
const lessor = await serveLessor(db);
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const lessorList = `${lessor.origin}/api/financing/contracts?status=ACTIVE&sort=-startDate&range=0-19`;
const lessorSearch = `${lessor.origin}/api/financing/contracts?search=Leasing&range=0-19`;
const results: Record<string, Figures> = {
  'bare, status + sort': await load(`${bare.origin}/status`),
  'Lessor, status + sort': await load(lessorList, lessor.headers),
  'bare, search': await load(`${bare.origin}/search`),
  'Lessor, search': await load(lessorSearch, lessor.headers),
};
clearInterval(sampler);
for (const [name, figures] of Object.entries(results)) {
  const bareName = name.startsWith('Lessor') ? name.replace('Lessor', 'bare') : name;
  figures.ratioToBare = Number(
    (figures.requestsPerSecond / (results[bareName]?.requestsPerSecond ?? 1)).toFixed(2),
  );
}
console.log(
  `${tenants} tenants x ${contractsPerTenant} contracts; ${connections} connections for ${seconds} s each`,
);
console.table(results);
console.log(`peak RSS of the process serving both: ${Math.round(peakRss / 1024 / 1024)} MB`);

await Promise.all([bare.app.close(), bare.pool.end(), lessor.app.close()]);
await db.close();
