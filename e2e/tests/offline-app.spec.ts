import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceWorkerReady } from './offline-tenant.ts';
import { expect, expectRefreshAskedOnOpeningAPage, test as shellTest } from './shell-fixtures.ts';

/** The build the servers of the run serve, as the server finds it (packages/server's load-config.ts). */
const builtApp =
  process.env.LESSOR_WEB_ROOT || fileURLToPath(new URL('../../packages/web/dist', import.meta.url));

/**
 * A copy of the build that a test deploys a next version over, as an operator would: the server of
 * this spec serves it, so the build the other specs are served never changes under them.
 */
interface DeployedBuild {
  root: string;
  /** Deploys the next build: the same, except that the code chunks whose names match are gone. */
  deployNextWithout(chunk: RegExp): Promise<void>;
}

async function copyOfBuild(): Promise<DeployedBuild & { remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'lessor-deployed-build-'));
  await cp(builtApp, root, { recursive: true });
  return {
    root,
    async deployNextWithout(chunk) {
      const gone = (await readdir(join(root, 'assets'))).filter((file) => chunk.test(file));
      await Promise.all(gone.map((file) => rm(join(root, 'assets', file))));
      // Its worker precaches the files it has: the chunks gone are no longer listed.
      const worker = await readFile(join(root, 'sw.js'), 'utf8');
      const listed = (file: string) => `{url:"assets/${file}",revision:null}`;
      const next = gone.reduce(
        (text, file) => text.replace(`${listed(file)},`, '').replace(listed(file), ''),
        worker,
      );
      // Else the worker's list is written otherwise now, and this would deploy the same build.
      if (next === worker) throw new Error(`sw.js lists none of ${gone.join(', ')}`);
      await writeFile(join(root, 'sw.js'), next);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

const test = shellTest.extend<object, { deployed: DeployedBuild }>({
  deployed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const build = await copyOfBuild();
      await use(build);
      await build.remove();
    },
    { scope: 'worker' },
  ],
  shellServerEnvironment: [
    async ({ deployed }, use) => use({ LESSOR_WEB_ROOT: deployed.root }),
    { scope: 'worker' },
  ],
});

// The other specs keep the service worker out of their pages (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const offlineBadge = /^Offline$/;

test('a page opened once opens again offline: its service worker answers the page and its code', async ({
  shell,
}) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await serviceWorkerReady(shell);

  await shell.context().setOffline(true);
  const fromWorker: string[] = [];
  shell.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  const page = await shell.reload();
  expect(page?.fromServiceWorker()).toBe(true);
  expect(fromWorker.some((path) => /^\/assets\/index-[^/]+\.js$/.test(path))).toBe(true);
  await expect(shell.getByRole('status').filter({ hasText: offlineBadge })).toBeVisible();
  await expect(shell.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  // An address of the application never opened before is the application too.
  const other = await shell.goto('/contracts');
  expect(other?.fromServiceWorker()).toBe(true);
  await expect(shell.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test("the server's own addresses are left to the server, never answered with the application", async ({
  shell,
}) => {
  await shell.goto('/persons');
  await serviceWorkerReady(shell);

  const ping = await shell.goto('/api/core/ping');
  expect(ping?.fromServiceWorker()).toBe(false);
  expect(ping?.headers()['content-type']).toMatch(/json/);

  await shell.context().setOffline(true);
  await expect(shell.goto('/api/core/ping')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('a service worker that cannot be registered is logged, and the application starts', async ({
  shell,
}) => {
  const errors: string[] = [];
  shell.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await shell.context().route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await expect
    .poll(() => errors.some((error) => error.startsWith('The service worker could not be registered')))
    .toBe(true);
  await expect(shell.getByRole('table').first()).toBeVisible();
});

test("a next build's worker takes over an open page at once, and a code chunk of the old build gone asks to refresh", async ({
  shell,
  deployed,
}) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await serviceWorkerReady(shell);

  await deployed.deployNextWithout(/^CacheInfoPage-/);
  const tookOver = await shell.evaluate(async () => {
    const changed = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
    );
    await (await navigator.serviceWorker.getRegistration())?.update();
    return changed;
  });
  expect(tookOver).toBe(true);
  // Installing the old worker put every file of the old build in the browser's HTTP cache as well,
  // which would answer for the chunk until it is evicted.
  await (await shell.context().newCDPSession(shell)).send('Network.clearBrowserCache');

  await expectRefreshAskedOnOpeningAPage(shell);
});
