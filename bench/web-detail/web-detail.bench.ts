// How long a detail page takes to become interactive once its record arrives: from the end of the
// record's response (Resource Timing) to the first frame after the cards in view mount (the page's
// 'lessor:detail-ready' mark), in the system Chromium, on the demo tenant. The cards out of view
// mount one by one after that frame: the run also times the last of them and the longest task
// meanwhile (a task over 50 ms delays typing; Chromium reports none shorter).
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
  /** From the record's arrival to the frame where no card waits to mount. */
  allMountedMs: number;
  /** The longest task between the ready mark and that frame; 0 when none lasted 50 ms. */
  longestTaskMs: number;
  fieldsAtReady: number;
  cards: number;
  fields: number;
}

interface PageProbe {
  fieldsAtReady: number;
  longTasks: { startTime: number; duration: number }[];
}

/** Runs before the page's code: counts the fields of the ready frame and notes the long tasks. */
function probePage() {
  const probe: PageProbe = { fieldsAtReady: 0, longTasks: [] };
  Object.assign(window, { detailProbe: probe });
  const mark = performance.mark.bind(performance);
  performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
    if (name === 'lessor:detail-ready')
      probe.fieldsAtReady = document.querySelectorAll('[data-field-path]').length;
    return mark(name, options);
  }) as typeof performance.mark;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      probe.longTasks.push({ startTime: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Opens the page and reads, in the page, the times from the record's arrival to the ready mark and to the last card. */
async function measure(page: Page, path: string, recordUrl: string): Promise<Run> {
  await page.goto(path);
  const allMounted = await page.waitForFunction(
    () =>
      performance.getEntriesByName('lessor:detail-ready').length > 0 &&
      document.querySelector('[data-card-placeholder]') === null &&
      performance.now(),
    undefined,
    { polling: 'raf' },
  );
  return page.evaluate(
    ({ url, allMountedAt }) => {
      const record = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(url)) as
        | PerformanceResourceTiming
        | undefined;
      const ready = performance.getEntriesByName('lessor:detail-ready')[0];
      if (!record || !ready) throw new Error(`no timing for ${url}`);
      const probe = (window as unknown as { detailProbe: PageProbe }).detailProbe;
      const after = probe.longTasks.filter(
        (task) => task.startTime >= ready.startTime && task.startTime < allMountedAt,
      );
      return {
        readyMs: ready.startTime - record.responseEnd,
        allMountedMs: allMountedAt - record.responseEnd,
        longestTaskMs: Math.max(0, ...after.map((task) => task.duration)),
        fieldsAtReady: probe.fieldsAtReady,
        cards: document.querySelectorAll('main section[aria-labelledby]').length,
        fields: document.querySelectorAll('[data-field-path]').length,
      };
    },
    { url: recordUrl, allMountedAt: Number(await allMounted.jsonValue()) },
  );
}

const server = await serveDemo();
const browser = await launchChromium();
const measured: Run[] = [];
try {
  const context = await browser.newContext({ baseURL: server.origin, locale: 'en-GB' });
  await context.addInitScript(probePage);
  const page = await context.newPage();
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

const sortedBy = (pick: (run: Run) => number) => measured.map(pick).sort((a, b) => a - b);
const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
const ready = sortedBy((run) => run.readyMs);
const first = measured[0];
console.log(
  `detail page /person/{registration}: ${first?.cards} cards, ${first?.fields} fields ` +
    `(${first?.fieldsAtReady} in the first frame), ${runs} runs`,
);
console.log('| record arrived → cards in view interactive | ms | ratio to the 150 ms target |');
console.log('| --- | ---: | ---: |');
for (const [label, value] of [
  ['median', at(ready, 0.5)],
  ['p90', at(ready, 0.9)],
  ['fastest', ready[0] ?? Number.NaN],
] as const) {
  console.log(`| ${label} | ${value.toFixed(1)} | ${(value / targetMs).toFixed(2)} |`);
}
const allMounted = sortedBy((run) => run.allMountedMs);
const longest = sortedBy((run) => run.longestTaskMs);
console.log(
  `every card mounted: median ${at(allMounted, 0.5).toFixed(0)} ms after the record (p90 ${at(allMounted, 0.9).toFixed(0)}); ` +
    `longest task meanwhile: median ${at(longest, 0.5).toFixed(0)} ms, worst ${(longest.at(-1) ?? 0).toFixed(0)} ms (0: none over 50 ms)`,
);
console.log(
  `load average during the run: ${loadavg()
    .map((average) => average.toFixed(1))
    .join(', ')}`,
);
