import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('keeps the dark theme with its settings across signing out and in', async ({ shell }) => {
  await shell.goto('/persons');
  await shell.getByRole('button', { name: 'Preferences' }).click();
  const saved = shell.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/preferences'),
  );
  await shell
    .locator('label')
    .filter({ hasText: /^Dark$/ })
    .click();
  const html = shell.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveCSS('filter', 'brightness(1) contrast(0.9) sepia(0.1)');
  expect((await saved).postDataJSON()).toMatchObject({
    type: 'UI',
    groupId: 'THEMING',
    value: { colorScheme: 'dark', darkModeBrightness: 100, darkModeContrast: 90, darkModeSepia: 10 },
  });
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Escape');
  // Dimmed text on dark cards, such as the captions of the users screen's diagram tables.
  await shell.goto('/users');
  await expect(shell.getByRole('table', { name: 'Persons in the diagram' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoSeriousViolations(shell);
  await shell.goto('/persons');

  const session = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  // Signing out would end the session shared by these tests on the server: keep it alive there.
  await shell.route('**/api/core/auth/logout', (route) => route.fulfill({ status: 204 }));
  await shell.getByRole('button', { name: 'Sign out' }).click();
  await expect(shell).toHaveURL(/\/authentication\/login-page/);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await shell.evaluate((token) => token && localStorage.setItem('lessor.session', token), session);
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await shell.getByRole('button', { name: 'Preferences' }).click();
  // Back to light, kept on the server before the test ends: the other tests of this server start light.
  const restored = shell.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/preferences'),
  );
  await shell
    .locator('label')
    .filter({ hasText: /^Light$/ })
    .click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect((await restored).ok()).toBe(true);
});

test('speaks French from the server catalogue, and mirrors the layout in Arabic', async ({ shell }) => {
  await shell.goto('/persons');
  await shell.getByRole('button', { name: 'Preferences' }).click();
  await shell.getByRole('combobox', { name: 'Language' }).fill('fr-FR');
  await shell.getByRole('option', { name: /fr-FR/ }).click();
  await expect(shell.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(shell.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await shell.keyboard.press('Escape');
  await expect(shell.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  await shell.getByRole('button', { name: 'Préférences' }).click();
  await shell.getByRole('combobox', { name: 'Langue' }).fill('ar-MA');
  await shell.getByRole('option', { name: /ar-MA/ }).click();
  await expect(shell.locator('html')).toHaveAttribute('dir', 'rtl');
  await shell.keyboard.press('Escape');
  const menu = await shell.getByRole('navigation').first().boundingBox();
  const main = await shell.getByRole('main').boundingBox();
  expect(menu && main && menu.x > main.x).toBe(true);
  await expectNoSeriousViolations(shell);

  // Back to English for the other tests of this browser.
  await shell.evaluate(() => localStorage.setItem('lessor.locale', 'en-EU'));
});

test('puts the menu at the top or collapses it, and offers a bottom navigation on small screens', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const choose = async (mode: string) => {
    await shell.getByRole('button', { name: 'Preferences' }).click();
    await shell
      .locator('label')
      .filter({ hasText: new RegExp(`^${mode}$`) })
      .click();
    await shell.keyboard.press('Escape');
  };
  const sideLink = shell
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Persons' });

  await choose('Top');
  await shell.getByRole('banner').getByRole('button', { name: 'People' }).click();
  await shell.getByRole('menuitem', { name: 'Prospects' }).click();
  await expect(shell.getByRole('heading', { level: 1, name: 'Prospects' })).toBeVisible();
  await expect(sideLink).not.toBeInViewport();

  await choose('Collapsed');
  await expect(sideLink).not.toBeInViewport();
  await shell.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(sideLink).toBeInViewport();
  await choose('Left');

  await shell.setViewportSize({ width: 400, height: 800 });
  const bottom = shell.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(bottom).toBeVisible();
  await bottom.getByRole('link', { name: 'Persons' }).click();
  await expect(shell).toHaveURL(/\/persons$/);
  await expect(bottom.getByRole('link', { name: 'Persons' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(shell);
});

test('reports the texts missing in a language in one batch, for an admin', async ({ shell }) => {
  await shell.goto('/persons');
  await shell.getByRole('button', { name: 'Preferences' }).click();
  const reported = shell.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/core/locales/de-DE/keys'),
  );
  await shell.getByRole('combobox', { name: 'Language' }).fill('de-DE');
  await shell.getByRole('option', { name: /de-DE/ }).click();
  const keys = (await reported).postDataJSON().keysToAdd as string[];
  expect(keys).toEqual(expect.arrayContaining(['Sign out', 'Preferences', 'Main menu']));
  expect(new Set(keys).size).toBe(keys.length);
  await shell.evaluate(() => localStorage.setItem('lessor.locale', 'en-EU'));
});
