/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions handed to the page run in the browser.
import type { Page } from 'playwright-core';

interface RenderWatch {
  /** The row counter's text that says the awaited rows are drawn. */
  awaitedRange?: string;
  renderedAt?: number;
}

/**
 * Installed before each page load: notes the time of the first frame painted after the list's row
 * counter reads the awaited range (it changes in the commit that draws the rows; only the rows in
 * view are drawn), two animation frames later: the one that lays them out, the one after paint.
 */
export function watchRows(firstRange: string): void {
  const state = window as unknown as RenderWatch;
  // A page load starts a new document: it awaits the first page's range.
  state.awaitedRange = firstRange;
  new MutationObserver(() => {
    const range = document.querySelector('[data-row-range]')?.textContent;
    if (!state.awaitedRange || range !== state.awaitedRange || state.renderedAt !== undefined) return;
    state.renderedAt = 0;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        state.renderedAt = performance.now();
      }),
    );
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Milliseconds from the last byte of the list call that answered `range` rows to the frame after the
 * list shows them. `act` makes the list ask: opening the page, or paging within it.
 */
export async function renderAfterData(
  page: Page,
  range: { first: number; last: number },
  apiPath: string,
  act: () => Promise<unknown>,
): Promise<number> {
  await page.evaluate((awaited) => {
    const state = window as unknown as RenderWatch;
    state.awaitedRange = awaited;
    state.renderedAt = undefined;
  }, `Rows ${range.first}–${range.last}`);
  await act();
  await page.waitForFunction(() => ((window as unknown as RenderWatch).renderedAt ?? 0) > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(
    ({ apiPath, offset }) => {
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(`${apiPath}?`) && entry.name.includes(`range=${offset}-`))
        .at(-1) as PerformanceResourceTiming | undefined;
      if (!call) throw new Error(`no call to ${apiPath} from row ${offset}`);
      return ((window as unknown as RenderWatch).renderedAt ?? 0) - call.responseEnd;
    },
    { apiPath, offset: range.first - 1 },
  );
}

/** Clicks 'Load more' until the counter shows `rows` rows. */
export async function loadRows(page: Page, rows: number): Promise<void> {
  const counter = page.locator('[data-row-range]');
  for (;;) {
    const shown = Number((await counter.textContent())?.split('–')[1]);
    if (shown >= rows) return;
    const more = page.getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) throw new Error(`the list ends at ${shown} rows`);
    await more.click();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-row-range]')?.textContent?.split('–')[1]) > before,
      shown,
      { timeout: 60_000 },
    );
  }
}

export interface FrameFigures {
  frames: number;
  averageMs: number;
  p95Ms: number;
  longestMs: number;
}

/** Scrolls the long table down for `seconds`, a step per animation frame, and times each frame. */
export async function scrollFrames(page: Page, seconds: number): Promise<FrameFigures> {
  return page.evaluate(async (seconds) => {
    const scroller = document.querySelector<HTMLElement>('[role="region"][tabindex="0"]');
    if (!scroller) throw new Error('no scrolling table');
    const gaps: number[] = [];
    await new Promise<void>((done) => {
      const start = performance.now();
      let last = start;
      const step = (now: number) => {
        gaps.push(now - last);
        last = now;
        scroller.scrollTop += 240;
        if (now - start < seconds * 1000) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
    const sorted = gaps.slice(1).sort((a, b) => a - b);
    const sum = sorted.reduce((total, gap) => total + gap, 0);
    return {
      frames: sorted.length,
      averageMs: sum / sorted.length,
      p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      longestMs: sorted.at(-1) ?? 0,
    };
  }, seconds);
}

/** Milliseconds from Enter in the search box to the frame after the first page of results. */
export async function searchLatency(page: Page, text: string): Promise<number> {
  const box = page.getByRole('combobox', { name: /^Search / });
  await box.fill(text);
  await page.evaluate(() => {
    const state = window as unknown as { searchedAt?: number; shownAt?: number };
    state.searchedAt = undefined;
    state.shownAt = undefined;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') state.searchedAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await box.press('Enter');
  await page.waitForFunction(
    (text) => {
      const state = window as unknown as { searchedAt?: number; shownAt?: number };
      const table = document.querySelector('table[aria-busy="false"]');
      const rows = [...document.querySelectorAll('table tbody tr td:nth-child(4)')];
      if (!table || rows.length === 0 || !rows.every((cell) => cell.textContent?.includes(text)))
        return false;
      state.shownAt ??= performance.now();
      return true;
    },
    text,
    { timeout: 30_000, polling: 'raf' },
  );
  return page.evaluate(() => {
    const state = window as unknown as { searchedAt: number; shownAt: number };
    return state.shownAt - state.searchedAt;
  });
}
