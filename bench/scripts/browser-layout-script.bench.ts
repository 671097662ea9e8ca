// What a tenant's person layout script costs a person's page in the browser: the run in the
// browser's QuickJS sandbox (a fresh runtime, the script defined, `execute` called with the person
// and the declaration's layout, the result checked), timed by the page's `lessor:layout-script`
// measure, in the system Chromium, on the demo tenant. The first run of a page load also loads the
// engine (its WebAssembly compiled): reported apart. And what the sandbox adds to the pages that run
// scripts (its chunks and the engine, gzip and brotli as served), which no other page loads.
// Targets: a run under 2 ms; the sandbox under 150 kB gzipped.
// Run: npx node bench/scripts/browser-layout-script.bench.ts   (LAYOUT_RUNS=n)
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serveDemo, signedInPage } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';

const runs = Number(process.env.LAYOUT_RUNS ?? 30);
const targetMs = 2;
const targetGzipKb = 150;

/** For companies: the Legal card first, the phone out of the contact details (the example). */
const layoutScript = `function execute(params) {
  const layout = params.layout;
  if (params.person.type !== 'C') return layout;
  const legal = layout.left.filter((card) => card.title === 'Legal');
  const others = layout.left.filter((card) => card.title !== 'Legal').map((card) => card.title !== 'Contact details' ? card
    : Object.assign({}, card, { elements: card.elements.filter((element) => element.field !== 'phone') }));
  return { left: legal.concat(others), right: layout.right };
}`;

/** The layout script's runs on one load of the page: the first loads the engine. */
async function layoutRuns(page: Page, path: string): Promise<number[]> {
  await page.goto(path);
  await page.getByRole('region', { name: 'Legal', exact: true }).waitFor();
  return page.evaluate(() =>
    performance.getEntriesByName('lessor:layout-script').map((entry) => entry.duration),
  );
}

/** The sandbox's files in a build: its chunk, the engine's loader and its WebAssembly. */
function sandboxSizes(assets: string): { raw: number; gzip: number; brotli: number } {
  const files = readdirSync(assets).filter((file) =>
    /^(browser-sandbox|script\.worker|emscripten-module)[-.].*\.(js|wasm)$/.test(file),
  );
  const size = (file: string) => statSync(join(assets, file)).size;
  const sum = (suffix: string) => files.reduce((total, file) => total + size(`${file}${suffix}`), 0);
  return { raw: sum(''), gzip: sum('.gz'), brotli: sum('.br') };
}

const server = await serveDemo();
const browser = await launchChromium();
const first: number[] = [];
const warm: number[] = [];
let sizes = { raw: 0, gzip: 0, brotli: 0 };
try {
  sizes = sandboxSizes(join(server.webRoot, 'assets'));
  const { page, token } = await signedInPage(browser, server, { width: 1280, height: 720 });
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()) as { registration: string };
  };
  await post('/api/script/scripts', { name: 'person-layout', type: 'LAYOUT', code: layoutScript });
  const companies = await Promise.all(
    Array.from({ length: 5 }, (_, index) =>
      post('/api/person/persons', { type: 'C', name: `Layout bench ${index} SA` }),
    ),
  );
  // One load, its first run included, then the engine warm: each page of the same load runs anew.
  await layoutRuns(page, `/person/${companies[0]?.registration}`);
  for (let run = 0; run < runs; run++) {
    const [firstRun] = await layoutRuns(page, `/person/${companies[run % companies.length]?.registration}`);
    if (firstRun !== undefined) first.push(firstRun);
    // In the same load: the app's own navigation to the next company, the engine already loaded.
    const next = companies[(run + 1) % companies.length]?.registration;
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/person/${next}`);
    await page.waitForFunction(() => performance.getEntriesByName('lessor:layout-script').length >= 2);
    const entries = await page.evaluate(() =>
      performance.getEntriesByName('lessor:layout-script').map((entry) => entry.duration),
    );
    const warmRun = entries[1];
    if (warmRun !== undefined) warm.push(warmRun);
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`person layout script in the browser, ${runs} page loads`);
console.log('| run | median, ms | ratio to the 2 ms target |');
console.log('| --- | ---: | ---: |');
console.log(
  `| engine warm (next page of the same load) | ${median(warm).toFixed(2)} | ${(median(warm) / targetMs).toFixed(2)} |`,
);
console.log(
  `| first of a load (engine compiled) | ${median(first).toFixed(2)} | ${(median(first) / targetMs).toFixed(2)} |`,
);
console.log(
  `sandbox files: ${kb(sizes.raw)} kB, gzip ${kb(sizes.gzip)} kB (ratio to the ${targetGzipKb} kB target ${(sizes.gzip / 1024 / targetGzipKb).toFixed(2)}), brotli ${kb(sizes.brotli)} kB`,
);
