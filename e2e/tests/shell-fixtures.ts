import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { startLessorServer } from '../lessor-server.ts';

/** The first worker's server listens here, the next worker's on the port after, and so on. */
const firstPort = Number(process.env.LESSOR_SHELL_E2E_PORT ?? 3200);
/**
 * Where a worker's server finds the French company registry: a spec that looks companies up starts
 * the fake registry there (`person-registration-lookup.spec.ts`); the others never call it.
 */
export const companyRegistryPort = (parallelIndex: number): number => firstPort + 1000 + parallelIndex;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ShellServer {
  baseURL: string;
  /** A signed-in browser's storage: the session of the demo administrator. */
  signedIn: StorageState;
}

/**
 * The shell's browser tests run on a server of their own, started once per worker on its own copy
 * of the run's seeded embedded database (`lessor-server.ts`): its printed sign-in link works once, and these tests need many signed-in
 * pages, so they sign in once and share the session. Workers share no server, so they run side by
 * side without seeing each other's records.
 */
export const test = base.extend<
  { shell: Page },
  { shellServer: ShellServer; shellServerEnvironment: Record<string, string> }
>({
  // A spec overrides it to point its server at loopback stand-ins of outside services.
  shellServerEnvironment: [{}, { scope: 'worker', option: true }],
  shellServer: [
    async ({ browser, shellServerEnvironment }, use, { parallelIndex }) => {
      const port = firstPort + parallelIndex;
      const server = await startLessorServer({
        ...shellServerEnvironment,
        PORT: String(port),
        LESSOR_DEMO_SSO: '0',
        LESSOR_COMPANY_REGISTRY_URL: `http://127.0.0.1:${companyRegistryPort(parallelIndex)}`,
      });
      try {
        const link = server.signInLink.replace(/^https?:\/\/[^/]+/, `http://localhost:${port}`);
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(link);
        // Signed in once the session is kept and the sign-in page is left.
        await page.waitForURL((url) => !url.pathname.startsWith('/authentication'), { timeout: 30_000 });
        await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null);
        const signedIn = await context.storageState();
        await context.close();
        await use({ baseURL: `http://localhost:${port}`, signedIn });
      } finally {
        await server.stop();
      }
    },
    // Its server's start (`lessor-server.ts`), then signing in.
    { scope: 'worker', timeout: 240_000 },
  ],
  // `test.use({ timezoneId })` puts the signed-in browser in another time zone.
  shell: async ({ browser, shellServer, timezoneId }, use) => {
    const context = await browser.newContext({
      baseURL: shellServer.baseURL,
      storageState: shellServer.signedIn,
      ...(timezoneId ? { timezoneId } : {}),
    });
    await use(await context.newPage());
    // A session lasts 30 minutes from its last renewal, and a slow run's browser tests take longer:
    // the next test starts with the session as this one renewed it.
    keepRenewedSession(shellServer, await context.storageState().catch(() => undefined));
    await context.close();
  },
});

const sessionKey = 'lessor.session';

/** A session token's id and expiry, read from its payload (the signature is the server's business). */
function sessionClaims(token: string | undefined): { jti?: string; exp?: number } {
  try {
    return JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * Keeps the shared session's renewed token: the same session (not another user's a test signed in
 * as), expiring later. Nothing else a test left in the browser's storage is carried over.
 */
function keepRenewedSession(server: ShellServer, state: StorageState | undefined): void {
  const tokenIn = (storage: StorageState | undefined) =>
    storage?.origins
      .find((origin) => origin.origin === server.baseURL)
      ?.localStorage.find((item) => item.name === sessionKey);
  const kept = tokenIn(server.signedIn);
  const renewed = tokenIn(state)?.value;
  if (!kept || !renewed) return;
  const [before, after] = [sessionClaims(kept.value), sessionClaims(renewed)];
  if (before.jti !== undefined && before.jti === after.jti && (after.exp ?? 0) > (before.exp ?? 0))
    kept.value = renewed;
}

/** What the application shows at an address it does not know. */
const unknownAddress = /Page not found|Unsupported entity/;

/**
 * Goes to a path the way a link inside the application does, without loading the page again: the
 * router follows the history entry. It passes through an unknown address first and waits until the
 * page has left it, so what the caller checks next is the new page, never the one before. The first
 * call loads the application.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  const heading = page.getByRole('heading', { level: 1 });
  const follow = (target: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
  await follow('/no-such-page-in-between');
  await expect(heading).toHaveText(unknownAddress);
  await follow(path);
  await expect(heading, path).not.toHaveText(unknownAddress);
}

export { expect };

/** Opens a page whose code is in its own chunk (Cache information): a chunk gone asks to refresh. */
export async function expectRefreshAskedOnOpeningAPage(page: Page): Promise<void> {
  await page.getByLabel('Filter the menu').fill('cache');
  await page.getByRole('link', { name: 'Cache information' }).click();
  await expect(
    page.getByText('You are using an outdated version of the application. Refresh the page to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
}
