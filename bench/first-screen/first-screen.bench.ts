// A returning clerk's first screen: a signed-in page load of /persons in the system Chromium (its
// files in the browser's cache, its session kept), from the navigation to the list's first row
// drawn, on the demo tenant. Counted with it: the API calls the page made before that row, and how
// many of them read the user configuration. The target is one bootstrap call.
//
// With BENCH_BASELINE set to another checkout of Lessor (its dependencies installed), that
// checkout's web application is served too, by this checkout's server on a demo of its own, the
// loads taking turns: the ratios then say what a change to the first screen gains.
//
// Run: npx node bench/first-screen/first-screen.bench.ts   (BENCH_LOADS=15 by default)
//      BENCH_BASELINE=/path/to/checkout npx node bench/first-screen/first-screen.bench.ts
import type { Browser, BrowserContext } from 'playwright-core';
import { type DemoServer, serveDemo, signedInPage } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';

const loads = Number(process.env.BENCH_LOADS ?? 15);
const baseline = process.env.BENCH_BASELINE;
const userConfigurationPath = '/api/script/runs/user-configuration';

interface Load {
  milliseconds: number;
  apiCalls: number;
  configurationReads: number;
}

interface Target {
  name: string;
  context: BrowserContext;
  loads: Load[];
}

/** A context signed in on the server once, its files cached by a first load of the screen. */
async function signedIn(browser: Browser, server: DemoServer): Promise<BrowserContext> {
  const { page } = await signedInPage(browser, server, { width: 1440, height: 900 });
  await page.goto('/persons');
  await page.getByRole('row').nth(1).waitFor();
  await page.close();
  return page.context();
}

/** One load of the screen in a new page of the context: its time to the first row, and its API calls. */
async function loadScreen(context: BrowserContext): Promise<Load> {
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(path);
  });
  await page.goto('/persons', { waitUntil: 'commit' });
  await page.getByRole('row').nth(1).waitFor();
  const milliseconds = await page.evaluate(() => performance.now());
  const before = [...calls];
  await page.close();
  return {
    milliseconds,
    apiCalls: before.length,
    configurationReads: before.filter((path) => path === userConfigurationPath).length,
  };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const servers: { name: string; server: DemoServer }[] = [];
const targets: Target[] = [];
let browser: Browser | undefined;
try {
  console.log('Building the web application(s) and seeding the demo tenant...');
  servers.push({ name: 'this checkout', server: await serveDemo() });
  if (baseline) servers.push({ name: 'baseline', server: await serveDemo({}, baseline) });
  browser = await launchChromium();
  for (const { name, server } of servers)
    targets.push({ name, context: await signedIn(browser, server), loads: [] });
  for (let round = 0; round < loads; round++)
    for (const target of round % 2 === 0 ? targets : [...targets].reverse())
      target.loads.push(await loadScreen(target.context));
} finally {
  await browser?.close();
  for (const { server } of servers) await server.stop();
}

console.log(`/persons signed in, files cached: ${loads} loads each, medians`);
console.log(
  '| web application | navigation to the first row | API calls before it | of them, user configuration |',
);
console.log('| --- | ---: | ---: | ---: |');
for (const target of targets) {
  const of = (pick: (load: Load) => number) => median(target.loads.map(pick));
  console.log(
    `| ${target.name} | ${of((load) => load.milliseconds).toFixed(0)} ms | ${of((load) => load.apiCalls)} | ${of((load) => load.configurationReads)} |`,
  );
}
const [current, base] = targets;
if (current && base) {
  const time = (target: Target) => median(target.loads.map((load) => load.milliseconds));
  console.log(`ratio of this checkout's time to the baseline's: ${(time(current) / time(base)).toFixed(2)}`);
}
