// Lighthouse's performance score and main metrics for the sign-in page and the first list page
// (/persons, signed in, demo data), in the system Chromium, mobile (Lighthouse's default throttling)
// and desktop. Target: /persons scores 90 or more with the desktop preset, a back office being used at a
// desk; the mobile figures (a mid-range phone on slow 4G) are reported beside it.
// Run: npx node bench/lighthouse/lighthouse.bench.ts
// LIGHTHOUSE_RUNS=n for other than 5 runs each; LIGHTHOUSE_REPORTS=<folder> keeps every report (JSON).
import { loadavg } from 'node:os';
import { type FormFactor, formFactors, measurePageSpeed, type PageSpeed } from './measure-page-speed.ts';
import { serveDemo } from './serve-demo.ts';
import { startChromium } from './start-chromium.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const reports = process.env.LIGHTHOUSE_REPORTS;
const targetScore = 90;

const server = await serveDemo();
const browser = await startChromium().catch(async (error) => {
  await server.stop();
  throw error;
});
const measured: { page: string; formFactor: FormFactor; speed: PageSpeed }[] = [];
const measureAll = async (path: string) => {
  for (const formFactor of Object.keys(formFactors) as FormFactor[]) {
    const speed = await measurePageSpeed(`${server.origin}${path}`, {
      port: browser.port,
      formFactor,
      runs,
      reports,
    });
    measured.push({ page: path, formFactor, speed });
  }
};
try {
  // Signed out first: a signed-in visit to the sign-in page goes on to the landing page.
  await measureAll('/authentication/login-page');
  await browser.visit(server.signInLink, async (page) => {
    await page.waitForURL((url) => !url.searchParams.has('token'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (!(await page.evaluate(() => localStorage.getItem('lessor.session'))))
      throw new Error('the sign-in link left no session in local storage');
  });
  await measureAll('/persons');
} finally {
  await browser.stop();
  await server.stop();
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const load = loadavg()
  .map((average) => average.toFixed(1))
  .join(', ');
console.log(`\nLighthouse performance, median of ${runs} runs, ${process.version}, load average ${load}\n`);
console.log('| page | settings | score | FCP s | LCP s | TBT ms | CLS | Speed Index s |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { page, formFactor, speed } of measured) {
  const figures = [speed.score, seconds(speed.fcpMs), seconds(speed.lcpMs), Math.round(speed.tbtMs)];
  console.log(
    `| ${page} | ${formFactor} | ${[...figures, speed.cls.toFixed(3), seconds(speed.speedIndexMs)].join(' | ')} |`,
  );
}
for (const { page, formFactor, speed } of measured) {
  console.log(`\n${page}, ${formFactor}: ${speed.findings.join('; ') || 'every audit passes'}`);
}
const persons = measured.find(({ page, formFactor }) => page === '/persons' && formFactor === 'desktop');
console.log(`\n/persons, desktop: ${persons?.speed.score} against the target ${targetScore}`);
