import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildWebApp, lessorEnv, serveLessor } from '../shared/run-lessor.ts';

export interface DemoServer {
  origin: string;
  signInLink: string;
  /** The folder of the web application's build the server serves. */
  webRoot: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Builds the web application into a folder of its own (packages/web/dist belongs to others), then
 * starts the real server on it with a fresh embedded database, which seeds the demo tenant and
 * prints a sign-in link. `env` adds to its environment (a third-party service's address, say);
 * `checkout` names another checkout whose web application it serves instead (to compare with).
 */
export async function serveDemo(env: NodeJS.ProcessEnv = {}, checkout?: string): Promise<DemoServer> {
  const folder = await mkdtemp(join(tmpdir(), 'lessor-lighthouse-'));
  const webRoot = join(folder, 'web');
  const removeFolder = () => rm(folder, { recursive: true, force: true });
  try {
    buildWebApp(webRoot, checkout);
    const port = await freePort();
    const server = await serveLessor({ ...lessorEnv(join(folder, 'data'), webRoot, port), ...env });
    const signInLink = /Sign in as \S+: (\S+)/.exec(server.output)?.[1];
    const stop = async () => {
      await server.stop();
      await removeFolder();
    };
    if (!signInLink) {
      await stop();
      throw new Error(`no sign-in link:\n${server.output}`);
    }
    return { origin: `http://localhost:${port}`, signInLink, webRoot, stop };
  } catch (error) {
    await removeFolder();
    throw error;
  }
}

/**
 * A page of a new browser context on the demo, signed in by its link (which works once), and the
 * session's token for the benchmark's own API calls.
 */
export async function signedInPage(
  browser: Browser,
  server: DemoServer,
  viewport: { width: number; height: number },
): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL: server.origin, viewport });
  const page = await context.newPage();
  await page.goto(server.signInLink);
  await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
  const token = await page.evaluate(() => localStorage.getItem('lessor.session') ?? '');
  return { page, token };
}
