// A reference picker searched through the UI over a large book: the contract form's Client picker
// (persons holding the CLIENT role) in a tenant of BENCH_PERSONS persons (default 600,000), on
// PostgreSQL, with BENCH_CLERKS clerks (default 4) typing at once in the system Chromium. Each
// search is timed from its last keystroke to the frame where the picker shows the options of the
// text typed (its listbox no longer busy), and compared with the same list call timed alone from
// Node, without a browser, in the same run. Target: p95 under 300 ms.
// The data set is kept in the database `lessor_bench_picker` and seeded once (minutes).
// Run: npx node bench/picker/picker.bench.ts   (PostgreSQL from DATABASE_URL, else the local server)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { issueLoginToken } from '../../packages/server/src/auth/login-tokens.ts';
import { seedAtScale } from '../../packages/server/src/seed/seed-at-scale.ts';
import { freePort } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';
import { benchSecretKey, openBenchDatabase } from '../shared/open-bench-database.ts';
import { buildWebApp, lessorEnv, serveLessor } from '../shared/run-lessor.ts';

const persons = Number(process.env.BENCH_PERSONS ?? 600_000);
const clerks = Number(process.env.BENCH_CLERKS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const tenant = 'bench-1';
const targetMs = 300;

/**
 * What clerks type: common and rare last names and company words of the seed's vocabulary, a
 * registration's digits, and texts that match nobody (the search then reads the whole index).
 */
const terms = [
  'martin',
  'bernard',
  'garage',
  'transports',
  'lefeb',
  'PER0004',
  'zzqx',
  'qwvy',
  'durand',
  'agri',
];

const { db, url } = await openBenchDatabase('lessor_bench_picker');
const started = Date.now();
const seeded = await seedAtScale(db, { persons, tenants: 1 });
if (seeded > 0) console.log(`seeded ${seeded} persons in ${Math.round((Date.now() - started) / 1000)} s`);

const folder = await mkdtemp(join(tmpdir(), 'lessor-picker-'));
buildWebApp(join(folder, 'web'));
const port = await freePort();
const server = await serveLessor({
  ...lessorEnv(join(folder, 'data'), join(folder, 'web'), port),
  DATABASE_URL: url,
  LESSOR_SECRET_KEY: benchSecretKey,
});
const origin = `http://localhost:${port}`;
const browser = await launchChromium();

/** A clerk's page: signed in with a one-time token of the tenant's administrator, on a new contract. */
async function clerkPage(): Promise<Page> {
  const token = await issueLoginToken(db.app, { tenant, username: `admin@${tenant}` }, 600);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto(`/authentication/login-page?token=${token}`);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
  await openNewContract(page);
  return page;
}

/** Opens a new contract's page, whose picker has asked nothing yet. */
async function openNewContract(page: Page): Promise<void> {
  await page.goto('/contract');
  await page.getByRole('combobox', { name: 'Client', exact: true }).waitFor();
  await page.evaluate(() => {
    // The time of the last key pressed in the page, read when its options show.
    document.addEventListener('keydown', () => Object.assign(window, { lastKeyAt: performance.now() }), true);
  });
}

/** Types a term as a clerk does and answers the milliseconds from its last key to its options shown. */
async function search(page: Page, term: string): Promise<number> {
  const picker = page.getByRole('combobox', { name: 'Client', exact: true });
  await picker.fill('');
  await picker.pressSequentially(term, { delay: 80 });
  const shownAt = await page.waitForFunction(
    () => {
      const list = document.querySelector('[role="listbox"][aria-label="Client"]');
      return list?.getAttribute('aria-busy') === 'false' && performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const lastKeyAt = await page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);
  return Number(await shownAt.jsonValue()) - lastKeyAt;
}

/** The same call the picker makes, from Node alone: what the server and database take. */
async function apiAlone(authorization: string, term: string): Promise<number> {
  const query = new URLSearchParams({ search: term, projection: 'registration,name', range: '0-9' });
  query.set('roles.role', 'CLIENT');
  const start = performance.now();
  const response = await fetch(`${origin}/api/person/persons?${query}`, { headers: { authorization } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - start;
}

const uiTimes: number[] = [];
const byTerm = new Map<string, number[]>(terms.map((term) => [term, []]));
const apiTimes: number[] = [];
try {
  const pages = await Promise.all(Array.from({ length: clerks }, clerkPage));
  // Each page searches once, untimed: its code is loaded.
  await Promise.all(pages.map((page) => search(page, 'dupont')));
  for (let round = 0; round < rounds; round++) {
    const timed = await Promise.all(
      pages.map(async (page, clerk) => {
        const times: number[] = [];
        // A fresh page each round: the picker keeps the options of a text for 30 s, and a clerk
        // asks each text once.
        await openNewContract(page);
        // Each clerk starts at another term, so that the clerks never ask the same text at once.
        for (let step = 0; step < terms.length; step++) {
          const term = terms[(step + clerk * 3) % terms.length] ?? '';
          const time = await search(page, term);
          times.push(time);
          byTerm.get(term)?.push(time);
        }
        return times;
      }),
    );
    uiTimes.push(...timed.flat());
  }
  const session = await pages[0]?.evaluate(() => localStorage.getItem('lessor.session'));
  for (let round = 0; round < rounds; round++)
    for (const term of terms) apiTimes.push(await apiAlone(`Bearer ${session}`, term));
} finally {
  await browser.close();
  await server.stop();
  await db.close();
  await rm(folder, { recursive: true, force: true });
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
console.log(
  `Client picker over ${persons.toLocaleString('en')} persons, ${clerks} clerks at once, ${uiTimes.length} searches`,
);
console.log(
  '| last keystroke → options shown | ms | ratio to the 300 ms target | the call alone from Node, ms |',
);
console.log('| --- | ---: | ---: | ---: |');
for (const [label, share] of [
  ['median', 0.5],
  ['p95', 0.95],
] as const) {
  const ui = percentile(uiTimes, share);
  console.log(
    `| ${label} | ${ui.toFixed(0)} | ${(ui / targetMs).toFixed(2)} | ${percentile(apiTimes, share).toFixed(1)} |`,
  );
}
console.log(
  `median by term: ${[...byTerm].map(([term, times]) => `${term} ${percentile(times, 0.5).toFixed(0)}`).join(', ')}`,
);
console.log(
  `slowest: ${Math.max(...uiTimes).toFixed(0)} ms; load average: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
