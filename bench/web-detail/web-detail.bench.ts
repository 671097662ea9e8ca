// How long a detail page takes to become interactive once its record arrives: from the end of the
// record's response (Resource Timing) to the first frame after its cards mount (the page's
// 'lessor:detail-ready' mark), in the system Chromium, on the demo tenant.
// Target: a page of 8 cards and 60 fields within 150 ms; measured on an individual person, whose
// page is larger (every section of the declaration filled in).
// Run: npx node bench/web-detail/web-detail.bench.ts   (WEB_DETAIL_RUNS=n for other than 15 runs)
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { serveDemo } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';
import { individualPerson } from './individual-person.ts';

const runs = Number(process.env.WEB_DETAIL_RUNS ?? 15);
const targetMs = 150;

interface Run {
  readyMs: number;
  cards: number;
  fields: number;
}

/** Opens the page and reads, in the page, the time from the record's arrival to the ready mark. */
async function measure(page: Page, path: string, recordUrl: string): Promise<Run> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('lessor:detail-ready').length > 0);
  return page.evaluate((url) => {
    const record = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(url)) as
      | PerformanceResourceTiming
      | undefined;
    const ready = performance.getEntriesByName('lessor:detail-ready')[0];
    if (!record || !ready) throw new Error(`no timing for ${url}`);
    return {
      readyMs: ready.startTime - record.responseEnd,
      cards: document.querySelectorAll('main section[aria-labelledby]').length,
      fields: document.querySelectorAll('[data-field-path]').length,
    };
  }, recordUrl);
}

const server = await serveDemo();
const browser = await launchChromium();
const measured: Run[] = [];
try {
  const page = await (await browser.newContext({ baseURL: server.origin, locale: 'en-GB' })).newPage();
  await page.goto(server.signInLink);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const created = await page.request.post('/api/person/persons', {
    data: individualPerson,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!created.ok()) throw new Error(`creating the person: ${created.status()} ${await created.text()}`);
  const { registration } = (await created.json()) as { registration: string };
  const path = `/person/${registration}`;
  // The first visit loads the page's code; the runs measure the page, not the network.
  await measure(page, path, `/api/person/persons/${registration}`);
  for (let run = 0; run < runs; run++)
    measured.push(await measure(page, path, `/api/person/persons/${registration}`));
} finally {
  await browser.close();
  await server.stop();
}

const sorted = measured.map((run) => run.readyMs).sort((a, b) => a - b);
const at = (share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
const first = measured[0];
console.log(
  `detail page /person/{registration}: ${first?.cards} cards, ${first?.fields} fields, ${runs} runs`,
);
console.log('| record arrived → cards interactive | ms | ratio to the 150 ms target |');
console.log('| --- | ---: | ---: |');
for (const [label, value] of [
  ['median', at(0.5)],
  ['p90', at(0.9)],
  ['fastest', sorted[0] ?? Number.NaN],
] as const) {
  console.log(`| ${label} | ${value.toFixed(1)} | ${(value / targetMs).toFixed(2)} |`);
}
console.log(
  `load average during the run: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
