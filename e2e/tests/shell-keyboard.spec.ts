import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('lists every shortcut on ?, and closes with Escape', async ({ shell }) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await shell.keyboard.press('Shift+?');
  const help = shell.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const keys of [
    'Alt+R',
    'Alt+T',
    'Ctrl+S',
    'Ctrl+Shift+S',
    'F9',
    'Esc',
    'Alt+Q',
    'Ctrl+B',
    'Alt+C',
    'Alt+S',
    'Ctrl+Shift+X',
    'Ctrl+K',
  ]) {
    await expect(help.getByText(keys, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('opens the scripts with Ctrl+Shift+S for an admin, and toggles the menu with Alt+T', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const menu = shell.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Persons' })).toBeVisible();
  await shell.keyboard.press('Alt+t');
  await expect(menu.getByRole('link', { name: 'Persons' })).not.toBeInViewport();
  await shell.keyboard.press('Alt+t');
  await expect(menu.getByRole('link', { name: 'Persons' })).toBeInViewport();

  await shell.keyboard.press('Control+Shift+S');
  await expect(shell).toHaveURL(/\/scripts$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Scripts' })).toBeVisible();
});

test('shows the hello-world script in a new tab with Ctrl+Shift+X, never the session in its address', async ({
  shell,
}) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  const opened = shell.context().waitForEvent('page');
  await shell.keyboard.press('Control+Shift+X');
  const tab = await opened;
  await tab.waitForURL(/\/api\/script\/runs\/hello-world\?/);
  const address = new URL(tab.url());
  const who = address.searchParams.get('who');
  expect(who).toBeTruthy();
  const session = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  expect(address.searchParams.get('token')).not.toBe(session);
  await expect(tab.locator('body')).toContainText(`Hello ${who}!`);
  const answer = JSON.parse((await tab.locator('pre').first().textContent()) ?? '');
  expect(answer).toEqual({ message: `Hello ${who}!`, tenant: expect.any(String) });
});

test('reloads the page data with Alt+R', async ({ shell }) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('table', { name: 'Persons' })).toBeVisible();
  const reloaded = shell.waitForRequest((request) => request.url().includes('/api/person/persons?'));
  await shell.keyboard.press('Alt+r');
  await reloaded;
  await expect(shell.getByRole('table', { name: 'Persons' })).toBeVisible();
});

test('finds a record by name from the command palette (Ctrl+K) and on /global-search', async ({ shell }) => {
  await shell.goto('/persons');
  const firstLink = shell.getByRole('table', { name: 'Persons' }).getByRole('link').first();
  const registration = (await firstLink.textContent()) ?? '';
  await shell.keyboard.press('Control+k');
  const search = shell.getByRole('textbox', { name: 'Search every record' });
  await expect(search).toBeFocused();
  await search.fill(registration);
  // The palette's results: the list beneath has buttons naming the registration too (Pin ...).
  const results = shell.getByRole('dialog').getByRole('button', { name: new RegExp(registration) });
  await expect(results.first()).toBeVisible();
  await expectNoSeriousViolations(shell);
  // The exact registration comes first.
  await results.first().click();
  await expect(shell).toHaveURL(new RegExp(`/person/${registration}$`));

  await shell.goto(`/global-search?search=${registration}`);
  await expect(shell.getByRole('table', { name: 'Results' }).getByRole('link').first()).toContainText(
    registration,
  );
  await expectNoSeriousViolations(shell);
});

test('moves to a page of the menu from the command palette', async ({ shell }) => {
  await shell.goto('/persons');
  await shell.getByRole('button', { name: 'Find' }).click();
  await shell.getByRole('textbox', { name: 'Search every record' }).fill('credit');
  await shell.getByRole('button', { name: /^Credit lines/ }).click();
  await expect(shell).toHaveURL(/\/credit-lines$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Credit lines' })).toBeVisible();
});
