// The asset-lines editor in the system Chromium, on a production build and the demo tenant: a
// contract of 200 lines, the editor's first render once its lines are in the page (opening its
// card, target 100 ms), and a keystroke in a line's unit price to the paint showing every figure it
// derives (the line's prices, the totals and total discount, the financed amount, the summary and
// the payment plan; target one frame, 16 ms).
// Run: npx node bench/web-asset-lines/asset-lines.bench.ts   (BENCH_ROUNDS=9 by default)
import { loadavg } from 'node:os';
import { serveDemo } from '../lighthouse/serve-demo.ts';
import { launchChromium } from '../shared/launch-chromium.ts';
import { firstRender, probeKeystrokes, typeInPrice } from './measure-asset-lines.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const lineCount = 200;

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const at = (values: readonly number[], share: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(share * values.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(', ');
const loadBefore = load();
const server = await serveDemo();
const browser = await launchChromium();
try {
  const context = await browser.newContext({
    baseURL: server.origin,
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(probeKeystrokes);
  const page = await context.newPage();
  await page.goto(server.signInLink);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
  await page.bringToFront();
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const headers = { authorization: `Bearer ${token}` };
  const assets = (await (
    await page.request.get(`/api/asset/assets?range=0-${lineCount - 1}&sort=registration`, { headers })
  ).json()) as { registration: string; unitPrice?: number }[];
  if (assets.length < lineCount) throw new Error(`the demo has ${assets.length} assets, not ${lineCount}`);
  // Two hundred lines as a fleet deal has them: quantities, discounts, the standard and reduced rates.
  const created = await page.request.post('/api/financing/contracts', {
    headers,
    data: {
      name: 'Fleet of 200 lines',
      currency: 'EUR',
      duration: 48,
      rate: 0.045,
      frequency: 'MONTHLY',
      startDate: '2026-01-15',
      taxCode: 'STANDARD',
      assets: assets.map((asset, index) => ({
        assetRegistration: asset.registration,
        quantity: 1 + (index % 3),
        unitPrice: asset.unitPrice ?? 10_000,
        discount: (index % 5) / 100,
        taxCode: index % 4 === 0 ? 'REDUCED' : 'STANDARD',
      })),
    },
  });
  if (!created.ok()) throw new Error(`creating the contract: ${created.status()} ${await created.text()}`);
  const { registration } = (await created.json()) as { registration: string };
  await page.goto(`/contract/${registration}`);
  await page.getByRole('table', { name: 'Assets' }).waitFor({ timeout: 60_000 });
  // A long list draws the lines in view: the table says how many it holds.
  await page
    .locator(`table[aria-label="Assets"][aria-rowcount="${lineCount + 2}"] tbody tr.lessor-line-row`)
    .first()
    .waitFor();

  // The first opening loads nothing more: the runs measure the editor, not the network.
  await firstRender(page, lineCount);
  const renders: number[] = [];
  for (let round = 0; round < rounds; round++) renders.push(await firstRender(page, lineCount));

  const keystrokes: number[] = [];
  const updates: number[] = [];
  const summaries: number[] = [];
  const slowEvents: number[] = [];
  const longTasks: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const probe = await typeInPrice(page, 1 + ((round * 37) % lineCount), '12345');
    keystrokes.push(...probe.keystrokes);
    updates.push(...probe.updates);
    summaries.push(...probe.summaries);
    slowEvents.push(...probe.slowEvents);
    longTasks.push(...probe.longTasks);
  }

  const figures = {
    machine: `${process.platform} ${process.arch}, Node ${process.version}, load average before ${loadBefore}, after ${load()}`,
    lines: lineCount,
    firstRender: {
      medianMs: at(renders, 0.5),
      p90Ms: at(renders, 0.9),
      runsMs: renders.map(Math.round),
      ratioToTarget: at(renders, 0.5) / 100,
    },
    keystroke: {
      count: keystrokes.length,
      medianMs: at(keystrokes, 0.5),
      p95Ms: at(keystrokes, 0.95),
      worstMs: Math.max(...keystrokes),
      ratioToTarget: at(keystrokes, 0.5) / 16,
      toFiguresInDomMedianMs: at(updates, 0.5),
      toFiguresInDomP95Ms: at(updates, 0.95),
      toSummaryMedianMs: at(summaries, 0.5),
      toSummaryP95Ms: at(summaries, 0.95),
      eventTimingOver16Ms: slowEvents.length,
      longTasksMs: longTasks.map(Math.round),
    },
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    `\n${lineCount} lines, first render once in the page: ${ms(figures.firstRender.medianMs)} median, p90 ${ms(figures.firstRender.p90Ms)} (target 100 ms)` +
      `\nkeystroke in a unit price to the paint of its figures: ${ms(figures.keystroke.medianMs)} median, p95 ${ms(figures.keystroke.p95Ms)} (target 16 ms)` +
      `\n... its figures in the DOM (before layout and paint): ${ms(figures.keystroke.toFiguresInDomMedianMs)} median, p95 ${ms(figures.keystroke.toFiguresInDomP95Ms)}` +
      `\n... the summary and payment plan following: ${ms(figures.keystroke.toSummaryMedianMs)} median, p95 ${ms(figures.keystroke.toSummaryP95Ms)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
