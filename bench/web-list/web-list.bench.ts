// The list screen in the system Chromium: how long a page of 250 assets in 12 columns takes to show
// once its data has arrived (demo tenant; target 100 ms); on a tenant of 10,000 contracts, how
// smoothly 10,000 rows loaded by 'Load more' scroll (target: frames under 16 ms on average), and how
// long a search takes from Enter to its first page (target 300 ms).
// Run: npx node bench/web-list/web-list.bench.ts   (BENCH_ROUNDS=5 by default)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';
import { buildWebApp, lessorEnv, runLessorCommand, serveLessor } from '../shared/run-lessor.ts';
import { loadRows, renderAfterData, scrollFrames, searchLatency, watchRows } from './measure-list.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const contracts = 10_000;
const benchTenant = 'bench-1';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const folder = await mkdtemp(join(tmpdir(), 'lessor-web-list-'));
const webRoot = join(folder, 'web');
const port = await freePort();
const origin = `http://localhost:${port}`;
const env = lessorEnv(join(folder, 'data'), webRoot, port);
console.log('Building the web application, seeding the demo tenant and 10,000 contracts...');
buildWebApp(webRoot);
// The first start seeds the demo tenant (only into an empty database), then the benchmark tenant.
await (await serveLessor(env)).stop();
runLessorCommand(['seed', '--contracts', String(contracts), '--tenants', '1'], env);
const tokenOf = (tenant: string, username: string) =>
  runLessorCommand(['token', '--tenant', tenant, '--username', username], env).trim();
const demoToken = tokenOf('demo', 'admin@demo');
const benchToken = tokenOf(benchTenant, `admin@${benchTenant}`);
const server = await serveLessor(env);
const browser = await launchChromium();

/** A page of its own browser context, signed in by a one-time token, in front (a page in the
 * background gets one animation frame a second). */
async function signedIn(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/authentication/login-page?token=${token}`);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null, null, {
    timeout: 60_000,
  });
  await page.bringToFront();
  return page;
}

try {
  const demo = await signedIn(browser, demoToken);
  await demo.addInitScript(watchRows, 'Rows 1–250');
  const assets = `${origin}/assets?pageSize=250`;
  // Opening the page: the rows arrive while the page still starts (its menu, its key figures).
  const opening: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await demo.goto(`${origin}/documentation`);
    opening.push(
      await renderAfterData(demo, { first: 1, last: 250 }, '/api/asset/assets', () => demo.goto(assets)),
    );
  }
  // Paging through the list, as staff do: the next 250 rows after their data.
  const paging: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const first = (round + 1) * 250 + 1;
    paging.push(
      await renderAfterData(demo, { first, last: first + 249 }, '/api/asset/assets', () =>
        demo.getByRole('button', { name: 'Next page' }).click(),
      ),
    );
  }
  const columns = await demo.locator('table thead th').count();
  await demo.context().close();

  const page = await signedIn(browser, benchToken);
  await page.goto(`${origin}/contracts?pageSize=1000`);
  await page.getByText('Rows 1–1000').waitFor({ timeout: 60_000 });
  const loading = Date.now();
  await loadRows(page, contracts);
  const loadSeconds = (Date.now() - loading) / 1000;
  const frames = await scrollFrames(page, 5);

  await page.goto(`${origin}/contracts`);
  await page.getByRole('table', { name: 'Contracts' }).waitFor();
  const searches: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const text of ['Hire purchase', 'Operating lease', 'Loan'])
      searches.push(await searchLatency(page, text));
  }

  const figures = {
    machine: `${process.platform} ${process.arch}, Node ${process.version}, rounds ${rounds}`,
    pageOf250Rows: {
      columns,
      pagingMedianMs: median(paging),
      pagingRunsMs: paging.map(Math.round),
      pagingRatioToTarget: median(paging) / 100,
      openingMedianMs: median(opening),
      openingRunsMs: opening.map(Math.round),
    },
    scrolling10000Rows: { ...frames, ratioToTarget: frames.averageMs / 16, loadSeconds },
    search: {
      medianMs: median(searches),
      worstMs: Math.max(...searches),
      ratioToTarget: median(searches) / 300,
    },
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `\n250 rows x ${columns} columns: ${ms(median(paging))} after the data when paging, ${ms(median(opening))} when opening the page (target 100 ms)` +
      `\n10,000 rows scrolled: ${ms(frames.averageMs)} a frame on average, p95 ${ms(frames.p95Ms)} (target 16 ms)` +
      `\nsearch to first page: ${ms(median(searches))} median (target 300 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}
