import type { Page } from '@playwright/test';

/** The page's tenant works offline (its offlineSupport setting), without changing the tenant's own. */
export async function worksOffline(page: Page): Promise<void> {
  await page.route('**/api/script/runs/user-configuration', async (route) => {
    const answer = await route.fetch();
    const configuration = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...configuration, options: { ...configuration.options, offlineSupport: true } },
    });
  });
}

/** Waits for the working set the application preloads in the background after sign-in. */
export async function preloaded(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('lessor:preload').length > 0, null, {
    timeout: 60_000,
  });
}

/** Waits until the application's service worker has precached the build and controls the page. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}
