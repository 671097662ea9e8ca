/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions handed to the page run in the browser.
import type { Page } from 'playwright-core';

interface Probe {
  /** Milliseconds from each keystroke's event to the paint that shows its figures. */
  keystrokes: number[];
  /** Milliseconds from each keystroke's event to the DOM holding its figures, before layout and paint. */
  updates: number[];
  /** The same, to the paint of the contract summary's financed amount, which follows a render later. */
  summaries: number[];
  /** Event Timing's durations of the keystrokes that took a frame or more (it reports none shorter). */
  slowEvents: number[];
  longTasks: number[];
}

/**
 * Installed before the page loads: for each keystroke typed in a line's price, the time from the
 * event to the paint after the totals row's price excl. tax shows its new value (the line's own
 * prices, the totals, the total discount and the summary change in the same commit). Also notes the
 * keystrokes Event Timing finds slow and the long tasks.
 */
export function probeKeystrokes(): void {
  const probe: Probe = { keystrokes: [], updates: [], summaries: [], slowEvents: [], longTasks: [] };
  Object.assign(window, { assetLinesProbe: probe });
  // After the frame that paints: a message posted in a frame's callback arrives once it is painted.
  function afterNextPaint(done: (at: number) => void): void {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(undefined);
    });
  }
  document.addEventListener(
    'input',
    (event) => {
      const total = document.querySelector('[aria-label="Total price excl. tax"]');
      if (!total || !(event.target instanceof HTMLInputElement)) return;
      const before = total.textContent;
      const start = event.timeStamp;
      const observer = new MutationObserver(() => {
        if (total.textContent === before) return;
        observer.disconnect();
        probe.updates.push(performance.now() - start);
        afterNextPaint((at) => probe.keystrokes.push(at - start));
      });
      observer.observe(total, { characterData: true, childList: true, subtree: true });
      const financed = [...document.querySelectorAll('table[aria-label="Contract summary"] th')]
        .find((header) => header.textContent === 'Financed amount excl. tax')
        ?.parentElement?.querySelector('td');
      if (!financed) return;
      const shown = financed.textContent;
      const summary = new MutationObserver(() => {
        if (financed.textContent === shown) return;
        summary.disconnect();
        afterNextPaint((at) => probe.summaries.push(at - start));
      });
      summary.observe(financed, { characterData: true, childList: true, subtree: true });
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'keydown' || entry.name === 'input' || entry.name === 'keyup')
        probe.slowEvents.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Milliseconds from a click on the Assets card's title (opening it mounts the editor, its 200 lines
 * in the page's form already) to the paint that shows its table of `lines` lines (those in view
 * drawn: a long list draws only them).
 */
export async function firstRender(page: Page, lines: number): Promise<number> {
  const title = page.getByRole('button', { name: 'Assets', exact: true });
  if ((await title.getAttribute('aria-expanded')) === 'true') {
    await title.click();
    // Out of the DOM, not only hidden: a closing card keeps its content until its transition ends.
    await page.locator('table[aria-label="Assets"]').waitFor({ state: 'detached' });
  }
  await page.evaluate((expected) => {
    const state = window as unknown as { renderedIn?: number };
    state.renderedIn = undefined;
    let start = 0;
    document.addEventListener('click', (event) => (start = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const table = document.querySelector('table[aria-label="Assets"]');
      const drawn = table?.querySelectorAll('tbody tr.lessor-line-row').length ?? 0;
      if (start === 0 || table?.getAttribute('aria-rowcount') !== String(expected + 2) || drawn === 0) return;
      observer.disconnect();
      afterNextPaint((at) => (state.renderedIn = at - start));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Handed to the page with the function that uses it.
    function afterNextPaint(done: (at: number) => void): void {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done(performance.now());
        channel.port2.postMessage(undefined);
      });
    }
  }, lines);
  await title.click();
  const handle = await page.waitForFunction(
    () => (window as unknown as { renderedIn?: number }).renderedIn,
    undefined,
    { timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** Types digits one by one into a line's unit price (scrolled into view); answers the probe's figures for them. */
export async function typeInPrice(page: Page, line: number, digits: string): Promise<Probe> {
  await page.evaluate((position) => {
    const region = document.querySelector('[role="region"][aria-label="Asset lines"]');
    if (region) region.scrollTop = Math.max(0, (position - 3) * 41);
  }, line);
  const input = page.getByRole('textbox', { name: `Unit price, line ${line}`, exact: true });
  await input.click();
  await input.press('Control+A');
  await page.evaluate(() => {
    const probe = (window as unknown as { assetLinesProbe: Probe }).assetLinesProbe;
    probe.keystrokes.length = 0;
    probe.updates.length = 0;
    probe.summaries.length = 0;
    probe.slowEvents.length = 0;
    probe.longTasks.length = 0;
  });
  for (const [index, digit] of [...digits].entries()) {
    // A pause of a random length, as between a person's keystrokes: a key typed at once after a
    // paint would always wait for the next frame, whatever the work.
    await page.waitForTimeout(40 + Math.random() * 40);
    await page.keyboard.type(digit);
    // One keystroke at a time: the next waits for the paint of this one and of the summary after it.
    await page.waitForFunction((count) => {
      const probe = (window as unknown as { assetLinesProbe: Probe }).assetLinesProbe;
      return probe.keystrokes.length >= count && probe.summaries.length >= count;
    }, index + 1);
  }
  return page.evaluate(() =>
    structuredClone((window as unknown as { assetLinesProbe: Probe }).assetLinesProbe),
  );
}
