import type { Page } from '@playwright/test';
import { callApi } from './detail-records.ts';
import { preloaded, serviceWorkerReady, worksOffline } from './offline-tenant.ts';
import { expect, navigateInApp, test } from './shell-fixtures.ts';

// Offline, the application's code comes from its service worker.
test.use({ serviceWorkers: 'allow' });

/** Creates an individual from the new person's page while the network is gone; answers its temporary registration. */
async function createOffline(page: Page, lastName: string): Promise<string> {
  await navigateInApp(page, '/person');
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Individual', exact: true }).click();
  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('You are now offline and using cached data')).toBeVisible();
  await expect(page).toHaveURL(/\/person\/TMP\d{8}$/);
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(lastName);
  return /TMP\d{8}/.exec(page.url())?.[0] ?? '';
}

test('a tenant that works offline goes offline when the network goes, and back online when the server answers', async ({
  shell,
}) => {
  await worksOffline(shell);
  await navigateInApp(shell, '/persons');
  await expect(shell.getByRole('table').first()).toBeVisible();
  const badge = shell.getByRole('status').filter({ hasText: /^Offline$/ });
  await expect(badge).toHaveCount(0);

  await shell.context().setOffline(true);
  await navigateInApp(shell, '/contracts');
  await expect(shell.getByText('You are now offline and using cached data')).toBeVisible();
  await expect(badge).toBeVisible();

  // The application asks the server every 2 s, and says so on its first answer.
  await shell.context().setOffline(false);
  await expect(shell.getByText('You are now online')).toBeVisible({ timeout: 10_000 });
  await expect(badge).toHaveCount(0);
});

test('a person created offline is queued with a temporary registration, and made exactly once when the network is back, even when the first answer is lost', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  await worksOffline(shell);
  const lastName = `Offline${Date.now()}`;
  // The new person's page, loaded while online, as a salesperson opens it before leaving.
  const temporary = await createOffline(shell, lastName);

  // The server commits the replayed creation, but its answer never arrives.
  let lost = false;
  await shell.route('**/api/person/persons', async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    expect(route.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await route.fetch();
    await route.abort('connectionreset');
  });
  await shell.context().setOffline(false);
  await expect(shell.getByText(`Person ${temporary}: Failed to fetch`)).toBeVisible({ timeout: 15_000 });

  // Asked again with the same key, the server answers what it made: one person, its registration in the address.
  await expect(
    shell.getByText('You are now online and server has been updated with your changes'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);
  const found = (await callApi(shell, 'GET', `/api/person/persons?lastName=${lastName}`)).body as {
    registration: string;
  }[];
  expect(found).toHaveLength(1);
  expect(shell.url()).toContain(found[0]?.registration ?? 'none');
  await shell.getByRole('button', { name: 'Got it' }).click();
  await expect(shell.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(lastName);
});

test('a write queued in a tab closed while offline is made when the application opens again online', async ({
  shell,
}) => {
  await worksOffline(shell);
  const lastName = `Reopened${Date.now()}`;
  await createOffline(shell, lastName);
  // Signing out with a write not yet sent asks first.
  await shell.getByRole('button', { name: 'Sign out' }).click();
  const warning = shell.getByRole('dialog', { name: 'Changes not yet sent' });
  await expect(warning).toContainText('1 changes made offline are not yet on the server');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();
  await expect(shell).toHaveURL(/\/person\/TMP\d{8}$/);
  const context = shell.context();
  await shell.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await worksOffline(again);
  await again.goto('/persons');
  await expect(
    again.getByText('You are now online and server has been updated with your changes'),
  ).toBeVisible();
  const found = (await callApi(again, 'GET', `/api/person/persons?lastName=${lastName}`)).body as unknown[];
  expect(found).toHaveLength(1);
});

test('two tabs back online at once replay the queue once: one record per write, each tab at its record', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  const second = await shell.context().newPage();
  const tabs = [shell, second];
  const lastNames = [`Firsttab${Date.now()}`, `Secondtab${Date.now()}`];
  for (const tab of tabs) {
    await worksOffline(tab);
    await tab.goto('/person');
    await tab.getByRole('combobox', { name: 'Type', exact: true }).click();
    await tab.getByRole('option', { name: 'Individual', exact: true }).click();
  }
  await shell.context().setOffline(true);
  for (const [index, tab] of tabs.entries()) {
    await tab.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastNames[index] ?? '');
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tab).toHaveURL(/\/person\/TMP\d{8}$/);
  }
  // Each tab keys its own record, numbered from the one counter of the browser.
  expect(new Set(tabs.map((tab) => tab.url())).size).toBe(2);

  await shell.context().setOffline(false);
  for (const [index, tab] of tabs.entries()) {
    await expect(tab).toHaveURL(/\/person\/PER\d{8}$/, { timeout: 20_000 });
    const found = (await callApi(tab, 'GET', `/api/person/persons?lastName=${lastNames[index]}`)).body as {
      registration: string;
    }[];
    expect(found).toHaveLength(1);
    expect(tab.url()).toContain(found[0]?.registration ?? 'none');
    await expect(tab.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
      lastNames[index] ?? '',
    );
  }
});

test('the application opened once opens again offline, from its service worker, with what it kept', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  await worksOffline(shell);
  await shell.goto('/persons');
  await expect(shell.getByRole('table').first()).toBeVisible();
  await serviceWorkerReady(shell);
  await preloaded(shell);

  await shell.context().setOffline(true);
  const fromWorker: string[] = [];
  shell.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(new URL(response.url()).pathname);
  });
  await shell.reload();
  await expect(shell.getByRole('heading', { name: 'Persons', level: 1 })).toBeVisible();
  await expect(shell.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  // The list the user had open, from what the browser kept.
  await expect(shell.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  expect(fromWorker).toContain('/persons');
  expect(fromWorker.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true);
});
