// A tenant script run through the API (`GET /api/script/runs/hello-world`) against a plain
// authenticated route in the same run, and what a run costs on a warm thread and in the sandbox
// itself: the QuickJS runtime made, the script defined, `execute` called, the runtime freed.
// Run: npx node bench/scripts/script-runs.bench.ts   (PostgreSQL from DATABASE_URL or the local server, else embedded)
import { openSession } from '../../packages/server/src/auth/session-registry.ts';
import { loadSessionSecret, SessionTokens } from '../../packages/server/src/auth/session-tokens.ts';
import { openDatabase } from '../../packages/server/src/db/open-database.ts';
import { buildApp } from '../../packages/server/src/http/build-app.ts';
import { builtInScripts } from '../../packages/server/src/scripts/built-in-scripts.ts';
import { ScriptRunner } from '../../packages/server/src/scripts/script-runner.ts';
import { runScript } from '../../packages/server/src/scripts/server-sandbox.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';
import { createTenant } from '../../packages/server/src/tenants/create-tenant.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';
import { getUser } from '../../packages/server/src/users/user-store.ts';
import { loadWithAutocannon } from '../shared/load-with-autocannon.ts';
import { medianOfRounds } from '../shared/median-of-rounds.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = 10;
const tenant = 'bench';
const helloWorld = builtInScripts['hello-world'] ?? '';
const user = { username: `admin@${tenant}`, tenant };

/** The median of `count` timings of `work`, in milliseconds, after as many unmeasured. */
async function medianMs(count: number, work: () => Promise<unknown>): Promise<number> {
  for (let index = 0; index < count; index++) await work();
  const timings: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b)[Math.floor(count / 2)] ?? Number.NaN;
}

const inSandbox = await medianMs(200, () =>
  runScript('hello-world', helloWorld, { params: { who: 'bench' }, user }),
);
const runner = new ScriptRunner();
const onWarmThread = await medianMs(200, () =>
  runner.run({ name: 'hello-world', code: helloWorld, params: {}, user }),
);
await runner.close();

const postgres = (await availableTestDatabases()).find((database) => database.name === 'postgres');
const db = postgres ? await postgres.open() : await openDatabase({});
const secret = await loadSessionSecret(db);
await createTenant(db.app, { id: tenant, admin: 'admin' });
const admin = await withTenant(db.app, tenant, (trx) => getUser(trx, tenant, `admin@${tenant}`));
const session = await openSession(db, new SessionTokens(secret), admin, 'a sign-in link');
const app = await buildApp({ db, sessionSecret: secret });
app.get('/api/bench/probe', async () => ({ message: 'Hello bench!', tenant }));
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const headers = { authorization: `Bearer ${session}` };
const load = (url: string) => loadWithAutocannon(url, { headers, connections, seconds });

const cases: [string, string][] = [
  ['plain authenticated route', `${origin}/api/bench/probe`],
  ['hello-world script run', `${origin}/api/script/runs/hello-world?who=bench`],
];
for (const [, url] of cases) await load(url);
const results = await medianOfRounds(
  cases.map(([name, url]) => [name, () => load(url)] as const),
  rounds,
);
const baseline = results['plain authenticated route']?.requestsPerSecond ?? 1;
console.log(
  `${db.kind === 'postgres' ? 'PostgreSQL' : 'embedded database'}; ${connections} connections, median of ${rounds} rounds of ${seconds} s`,
);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, figures]) => [
      name,
      { ...figures, ratioToPlainRoute: Number((figures.requestsPerSecond / baseline).toFixed(2)) },
    ]),
  ),
);
console.table({
  'a run in the sandbox (runtime made, script defined and called, runtime freed)': {
    medianMs: Number(inSandbox.toFixed(2)),
    ratioTo5msTarget: Number((inSandbox / 5).toFixed(2)),
  },
  'a run on a warm worker thread, messages included': {
    medianMs: Number(onWarmThread.toFixed(2)),
    ratioTo5msTarget: Number((onWarmThread / 5).toFixed(2)),
  },
});
await app.close();
await db.close();
