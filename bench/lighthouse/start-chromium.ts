import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, chromiumSwitches } from '../shared/launch-chromium.ts';
import { freePort } from './serve-demo.ts';

export interface DebuggableChromium {
  /** The remote debugging port Lighthouse attaches to. */
  port: number;
  /** Opens the link in a tab of the default profile, so the tabs Lighthouse opens share its storage. */
  visit(url: string, ready: (page: import('playwright-core').Page) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the system Chromium headless with a remote debugging port and a throw-away profile. It is
 * started here rather than by Playwright because Lighthouse opens its tabs in the default profile,
 * which a Playwright-launched browser keeps to itself.
 */
export async function startChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'lessor-chromium-'));
  const port = await freePort();
  const browser = spawn(
    chromiumPath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromiumSwitches,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitForDebugger(endpoint);
  return {
    port,
    async visit(url, ready) {
      const connection = await chromium.connectOverCDP(endpoint);
      try {
        const context = connection.contexts()[0];
        if (!context) throw new Error('Chromium has no default profile');
        const page = await context.newPage();
        await page.goto(url);
        await ready(page);
        await page.close();
      } finally {
        await connection.close();
      }
    },
    async stop() {
      if (browser.exitCode === null) {
        browser.kill('SIGTERM');
        await new Promise((resolve) => browser.once('exit', resolve));
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function waitForDebugger(endpoint: string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    const listening = await fetch(`${endpoint}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (listening) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium opened no debugging port at ${endpoint} within 30 s`);
}
