// The demo tenant's seed, as `npm start` runs it on its first start and many tests run it: the
// seconds `seedDemoTenantIfEmpty` takes on a fresh migrated database, embedded and PostgreSQL.
//
// With BENCH_BASELINE set to another checkout of Lessor (its dependencies installed), that
// checkout's seed runs too, in the same process, taking turns with this one's, each on a fresh
// database: the ratios then say what a change to the seed costs or saves.
//
// Run: npx node bench/seed/demo-seed.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
//      BENCH_BASELINE=/path/to/checkout BENCH_ROUNDS=3 npx node bench/seed/demo-seed.bench.ts
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Database } from '../../packages/server/src/db/database.ts';
import { seedDemoTenantIfEmpty } from '../../packages/server/src/seed/seed-demo-tenant.ts';
import { availableTestDatabases } from '../../packages/server/src/testing/test-databases.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

type Seed = (db: Database) => Promise<boolean>;

/** The seeds to time: this checkout's, and the baseline's when one is named. */
async function seeds(): Promise<Record<string, Seed>> {
  const baseline = process.env.BENCH_BASELINE;
  if (!baseline) return { current: seedDemoTenantIfEmpty };
  const module: { seedDemoTenantIfEmpty: Seed } = await import(
    join(baseline, 'packages/server/src/seed/seed-demo-tenant.ts')
  );
  return { current: seedDemoTenantIfEmpty, baseline: module.seedDemoTenantIfEmpty };
}

/** Records the demo tenant holds: the registrations its counters have given. */
async function records(db: Database): Promise<number> {
  const counters = await db.owner
    .selectFrom('counters')
    .select('value')
    .where('tenant', '=', 'demo')
    .execute();
  return counters.reduce((total, { value }) => total + Number(value), 0);
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (value: number) => Math.round(value * 100) / 100;

const timed = await seeds();
for (const database of await availableTestDatabases()) {
  const seconds = new Map<string, number[]>();
  for (let index = 0; index < rounds; index++) {
    for (const [name, seed] of Object.entries(timed)) {
      const db = await database.open();
      const started = performance.now();
      if (!(await seed(db))) throw new Error('the database already had a tenant');
      seconds.set(name, [...(seconds.get(name) ?? []), (performance.now() - started) / 1000]);
      if (index === 0) console.log(`${database.name}, ${name}: about ${await records(db)} rows`);
      await db.close();
    }
  }
  const current = median(seconds.get('current') ?? []);
  const baseline = seconds.get('baseline');
  console.log(`${database.name} database: ${rounds} seeds each, taking turns`);
  console.table({
    'demo seed': {
      'median s': round(current),
      runs: (seconds.get('current') ?? []).map(round).join(', '),
      ...(baseline
        ? {
            'baseline median s': round(median(baseline)),
            'baseline runs': baseline.map(round).join(', '),
            ratio: round(current / median(baseline)),
          }
        : {}),
    },
  });
}
