import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Mobile is Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop its desktop preset. */
export const formFactors = { mobile: undefined, desktop: desktopConfig } satisfies Record<
  string,
  Config | undefined
>;
export type FormFactor = keyof typeof formFactors;

export interface PageSpeed {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Audits of the run that did not pass, with what they found: where the score goes. */
  findings: string[];
}

/**
 * Runs Lighthouse's performance category on the URL in the Chromium listening on `port`, `runs`
 * times, and answers the median of each figure, with the findings of the run of median score.
 * Lighthouse clears the HTTP cache before each load but keeps local storage, where the session lives.
 */
export async function measurePageSpeed(
  url: string,
  {
    port,
    formFactor,
    runs,
    reports,
  }: { port: number; formFactor: FormFactor; runs: number; reports: string | undefined },
): Promise<PageSpeed> {
  const results: PageSpeed[] = [];
  let failures = 0;
  while (results.length < runs) {
    const answer = await lighthouse(
      url,
      { port, onlyCategories: ['performance'], logLevel: 'error' },
      formFactors[formFactor],
    );
    if (!answer) throw new Error(`Lighthouse answered nothing for ${url}`);
    // A loaded machine now and then spoils the trace (NO_NAVSTART, NO_FCP): that run is taken again.
    const error = answer.lhr.runtimeError;
    if (error) {
      if (++failures > runs) throw new Error(`${url}: ${error.code} ${error.message}`);
      continue;
    }
    // The whole report, for the audits' details (which scripts, which tasks), opens in the Lighthouse viewer.
    if (reports) {
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}-${results.length + 1}.json`;
      await writeFile(join(reports, name), JSON.stringify(answer.lhr));
    }
    results.push(pageSpeedOf(answer.lhr, url));
  }
  const median = (figure: (speed: PageSpeed) => number) => {
    const sorted = results.map(figure).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  const medianScore = median((speed) => speed.score);
  return {
    score: medianScore,
    fcpMs: median((speed) => speed.fcpMs),
    lcpMs: median((speed) => speed.lcpMs),
    tbtMs: median((speed) => speed.tbtMs),
    cls: median((speed) => speed.cls),
    speedIndexMs: median((speed) => speed.speedIndexMs),
    findings: results.find((speed) => speed.score === medianScore)?.findings ?? [],
  };
}

function pageSpeedOf(lhr: Result, url: string): PageSpeed {
  // A redirect elsewhere (the sign-in page when the session is gone) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: no ${id}`);
    return value;
  };
  const performance = lhr.categories.performance;
  const findings = (performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id}${audit?.displayValue ? `: ${audit.displayValue}` : ''}`);
  return {
    score: Math.round((performance?.score ?? 0) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    findings,
  };
}
