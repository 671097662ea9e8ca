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
  const signIn = shell.getByRole('region', { name: 'Sign-in', exact: true });
  await expect(signIn.getByText('Not locked')).toBeVisible();
  await expect(signIn.getByText('Never')).toBeVisible();
  await expect(
    shell.getByRole('region', { name: 'Sign-in history' }).getByText('No sign-in yet'),
  ).toBeVisible();
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

test("the users list counts its users in its key figures, and a user's page lists their sign-ins", async ({
  shell,
}) => {
  await shell.goto('/users');
  const figures = shell.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Records')).toBeVisible();
  await expect(figures.getByRole('button', { name: /^Locked: \d+, list them$/ })).toBeVisible();
  await expect(figures.getByRole('button', { name: /^Admins: \d+, list them$/ })).toBeVisible();
  // The demo administrator signed in to run these tests: the figure lists them.
  await figures.getByRole('button', { name: /^Signed in within 30 days: [1-9]\d*, list them$/ }).click();
  await expect(shell).toHaveURL(/[?&]status=RECENT/);
  const table = shell.getByRole('table', { name: 'Users' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.getByRole('link', { name: 'admin@demo', exact: true })).toBeVisible();
  await expectNoSeriousViolations(shell);

  await table.getByRole('link', { name: 'admin@demo', exact: true }).click();
  await expect(shell.getByRole('heading', { level: 1, name: 'admin@demo' })).toBeVisible();
  const history = shell.getByRole('region', { name: 'Sign-in history' });
  const signIns = history.getByRole('table', { name: 'Sign-ins' });
  await expect(signIns.getByRole('row', { name: /a sign-in link Signed in$/ }).first()).toBeVisible();
  await expectNoSeriousViolations(shell);
});

// The smallest PNG: one transparent pixel.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("a user's page takes their photo and their preferences", async ({ shell }) => {
  const lastName = `Portrait${Date.now()}`;
  const username = `ada.${lastName.toLowerCase()}@demo`;
  await shell.goto('/users');
  await api(shell, 'POST', '/api/core/users', { username, firstName: 'Ada', lastName, profiles: ['CLIENT'] });
  await shell.goto(`/user/${encodeURIComponent(username).replaceAll('.', '%2E')}`);

  const photo = shell.getByRole('region', { name: 'Photo', exact: true });
  await expect(photo.getByText('No photo')).toBeVisible();
  const chooser = shell.waitForEvent('filechooser');
  await photo.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'ada.png', mimeType: 'image/png', buffer: onePixelPng });
  const image = photo.getByRole('img', { name: `Photo of ${username}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('naturalWidth', 1);
  const token = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  const stored = await shell.request.get(`/api/core/users/${encodeURIComponent(username)}/photo`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await stored.body()).equals(onePixelPng)).toBe(true);
  await expectNoSeriousViolations(shell);

  await photo.getByRole('button', { name: 'Remove the photo' }).click();
  await expect(photo.getByText('No photo')).toBeVisible();

  const preferences = shell.getByRole('region', { name: 'Preferences' });
  await preferences.getByLabel('Locale').fill('fr-FR');
  await preferences.getByRole('checkbox', { name: 'No notifications' }).check();
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell.getByText('Saved')).toBeVisible();
  expect(await api(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`)).toMatchObject({
    locale: 'fr-FR',
    isNotificationsDisabled: true,
  });
});
