import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** Calls the API as the signed-in page does, with its session. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('finds a user on the users list, opens their page, locks them and unlocks them', async ({ shell }) => {
  const lastName = `Locksmith${Date.now()}`;
  const username = `ada.${lastName.toLowerCase()}@demo`;
  await shell.goto('/users');
  await api(shell, 'POST', '/api/core/users', { username, firstName: 'Ada', lastName, profiles: ['CLIENT'] });

  const table = shell.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  await expect(shell.getByRole('main').getByRole('link', { name: 'Add', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Is admin' })).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Organisation relations' })).toBeVisible();
  await expectNoSeriousViolations(shell);

  const search = shell.getByRole('combobox', { name: 'Search users' });
  await search.fill(lastName.toLowerCase());
  await search.press('Enter');
  await expect(shell).toHaveURL((url) => url.searchParams.get('filter') === lastName.toLowerCase());
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr')).toHaveCount(1);

  // The user never signed in: a last sign-in range leaves them out.
  await shell.getByRole('button', { name: 'Filters' }).click();
  const panel = shell.getByRole('region', { name: 'Advanced search' });
  await panel.getByLabel('From Last login').fill('2000-01-01');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(shell).toHaveURL(/[?&]fromLastLoginDate=2000-01-01/);
  await expect(table.getByRole('link', { name: username })).toHaveCount(0);
  await panel.getByLabel('From Last login').fill('');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('link', { name: username })).toBeVisible();
  await table.getByRole('link', { name: username }).click();

  await expect(shell).toHaveURL(/\/user\/ada%2Elocksmith\d+%40demo$/);
  await expect(shell.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(shell.getByLabel('Last name')).toHaveValue(lastName);
  const signIn = shell.getByRole('region', { name: 'Sign-in' });
  await expect(signIn.getByText('Not locked')).toBeVisible();
  await expect(signIn.getByText('Never')).toBeVisible();
  await expectNoSeriousViolations(shell);

  await signIn.getByRole('button', { name: 'Lock' }).click();
  await expect(shell.getByText('User locked')).toBeVisible();
  await shell.reload();
  await expect(signIn.getByText('Locked', { exact: true })).toBeVisible();
  expect((await api(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`)).isLocked).toBe(true);

  await signIn.getByRole('button', { name: 'Unlock' }).click();
  await expect(signIn.getByText('Not locked')).toBeVisible();
  expect((await api(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`)).isLocked).toBe(false);

  // A change of the page's fields goes through Save.
  await shell.getByLabel('Mobile').fill('+33612345678');
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell.getByText('Saved')).toBeVisible();
  expect((await api(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`)).mobile).toBe(
    '+33612345678',
  );
});

test("adds a user from the users list's Add, then shows their page", async ({ shell }) => {
  const username = `new.hire${Date.now()}@demo`;
  await shell.goto('/users');
  await shell.getByRole('main').getByRole('link', { name: 'Add', exact: true }).click();
  await expect(shell).toHaveURL(/\/user$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.getByLabel('Username').fill(username);
  await shell.getByLabel('Last name').fill('Hire');
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell).toHaveURL(/\/user\/new%2Ehire\d+%40demo$/);
  await expect(shell.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await expect(shell.getByLabel('Last name')).toHaveValue('Hire');
});
