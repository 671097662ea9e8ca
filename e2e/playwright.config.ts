import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium; Playwright's own browser download is not used. Its headless shell first: without
 * the full browser's windowing and compositing it ran the same specs in about a sixth less time.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
    existsSync(path),
  );
export const e2ePort = Number(process.env.LESSOR_E2E_PORT ?? 3199);
const reports = process.env.LESSOR_REPORTS;

export default defineConfig({
  testDir: './tests',
  globalSetup: './start-server.ts',
  // Each worker starts a server of its own for the shell's tests (shell-fixtures.ts), so spec files run
  // on two workers side by side; a file's tests stay in order on one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Each worker's server runs the embedded database on its own event loop: while a neighbouring
  // test's heavy work (a billing run, a catalogue import) holds it, a detail page's record and
  // cards have been seen to take more than 10 s to arrive on a busy two-core machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: reports ? [['list'], ['json', { outputFile: join(reports, 'playwright.json') }]] : [['list']],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    // The application's service worker would answer a page's code from its cache, where page.route()
    // never sees the requests, and precache the whole build behind every test. The specs about it
    // allow it: test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
