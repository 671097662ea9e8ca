// The person form's company lookup, as a clerk types a SIREN or a company name into the
// registration number of a new person, in the system Chromium, on the demo tenant, against the
// French company registry on a loopback port answering in its real shapes: the time from the last
// key pressed to the frame where the companies found are offered, debounce (300 ms) included.
// It runs twice: with a registry that answers at once, and with one that waits
// REGISTRY_DELAY_MS (default 150) as the real one does over the network. The lookup call alone,
// from Node without a browser, in the same run, shows what the server adds.
// Target (issue: persons complete): p95 under 400 ms including the debounce.
// Run: npx node bench/registration-lookup/registration-lookup.bench.ts   (LOOKUP_ROUNDS=n)
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { startFakeCompanyRegistry } from '../../packages/server/src/testing/fake-company-registry.ts';
import { freePort, serveDemo } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';

const rounds = Number(process.env.LOOKUP_ROUNDS ?? 10);
const registryDelayMs = Number(process.env.REGISTRY_DELAY_MS ?? 150);
const targetMs = 400;
/** What clerks type: SIREN prefixes and name words the registry holds. */
const terms = ['732829', '552 032', 'dupont', 'ateliers dup', '7328293'];

const registry = await startFakeCompanyRegistry(await freePort());
const server = await serveDemo({ LESSOR_COMPANY_REGISTRY_URL: registry.url });
const browser = await launchChromium();

/** Opens a new person's page, a company by default, whose lookup has asked nothing yet. */
async function openNewPerson(page: Page): Promise<void> {
  await page.goto('/person');
  await page.getByRole('combobox', { name: 'Registration number' }).waitFor();
  await page.evaluate(() => {
    document.addEventListener('keydown', () => Object.assign(window, { lastKeyAt: performance.now() }), true);
  });
}

/** Types a term as a clerk does; answers the milliseconds from its last key to the companies shown. */
async function lookUp(page: Page, term: string): Promise<number> {
  const input = page.getByRole('combobox', { name: 'Registration number' });
  await input.fill('');
  await input.press('Escape');
  await input.pressSequentially(term, { delay: 80 });
  const shownAt = await page.waitForFunction(
    () => {
      const list = document.querySelector('[role="listbox"][aria-label="Companies found"]');
      return list?.querySelector('[role="option"]') && performance.now();
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const lastKeyAt = await page.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);
  return Number(await shownAt.jsonValue()) - lastKeyAt;
}

/** The call the form makes, from Node alone: what the server and the registry take. */
async function apiAlone(authorization: string, term: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${server.origin}/api/external/pivot/person-registration/SIR`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ value: term, personType: 'C', withDetails: true }),
  });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - start;
}

interface Series {
  delayMs: number;
  ui: number[];
  api: number[];
}

const series: Series[] = [];
try {
  const context = await browser.newContext({ baseURL: server.origin, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(server.signInLink);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
  const authorization = `Bearer ${await page.evaluate(() => localStorage.getItem('lessor.session'))}`;
  await openNewPerson(page);
  // Once untimed: the page's code is loaded and the server has its tenant's settings.
  await lookUp(page, 'dupont');
  for (const delayMs of [0, registryDelayMs]) {
    registry.answerDelayMs = delayMs;
    const measured: Series = { delayMs, ui: [], api: [] };
    for (let round = 0; round < rounds; round++) {
      await openNewPerson(page);
      for (const term of terms) measured.ui.push(await lookUp(page, term));
      for (const term of terms) measured.api.push(await apiAlone(authorization, term));
    }
    series.push(measured);
  }
} finally {
  await browser.close();
  await server.stop();
  await registry.close();
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
console.log(`registration lookup, ${rounds} rounds of ${terms.length} texts typed at 80 ms a key`);
console.log(
  '| registry answers after | keystroke to companies shown, median | p95 | p95 / target | lookup call alone, median | p95 |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { delayMs, ui, api } of series)
  console.log(
    `| ${delayMs} ms | ${percentile(ui, 0.5).toFixed(0)} ms | ${percentile(ui, 0.95).toFixed(0)} ms | ${(percentile(ui, 0.95) / targetMs).toFixed(2)} | ${percentile(api, 0.5).toFixed(1)} ms | ${percentile(api, 0.95).toFixed(1)} ms |`,
  );
console.log(
  `load average: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
