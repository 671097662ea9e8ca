import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

const configurationCall = '**/api/script/runs/user-configuration';

test('builds the menu and the landing page from the user configuration', async ({ shell }) => {
  await shell.route(configurationCall, async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      json: {
        ...(await answer.json()),
        menus: [
          { path: '/contracts' },
          { label: 'Customers', menus: [{ path: '/persons' }, { path: '/prospects', hidden: true }] },
        ],
        landingPage: '/contracts',
      },
    });
  });
  await shell.goto('/');
  await expect(shell).toHaveURL(/\/contracts$/);
  const menu = shell.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Contracts' })).toBeVisible();
  await menu.getByText('Customers').click();
  await expect(menu.getByRole('link', { name: 'Persons' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Prospects' })).toHaveCount(0);
  await expectNoSeriousViolations(shell);
});

test('keeps a user to the allowed routes when the configuration restricts them', async ({ shell }) => {
  await shell.route(configurationCall, async (route) => {
    const answer = await route.fetch();
    const configuration = await answer.json();
    await route.fulfill({
      response: answer,
      json: {
        ...configuration,
        menus: [{ path: '/persons' }],
        landingPage: '/persons',
        options: { ...configuration.options, allowedRoutes: ['/global-search'] },
      },
    });
  });
  await shell.goto('/global-search');
  await expect(shell.getByRole('heading', { level: 1, name: 'Global search' })).toBeVisible();
  await shell.goto('/contracts');
  await expect(shell).toHaveURL(/\/persons$/);
  // A person page stays open to the user: the list's first person, whatever its registration.
  const person = shell.getByRole('table', { name: 'Persons' }).getByRole('link').first();
  const href = (await person.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/person\/[^/]+$/);
  await person.click();
  await expect(shell).toHaveURL(new RegExp(`${href}$`));
});

test('falls back to the minimal configuration when the configuration cannot be read', async ({ shell }) => {
  await shell.route(configurationCall, (route) => route.fulfill({ status: 500, json: { message: 'Down' } }));
  await shell.goto('/');
  await expect(shell).toHaveURL(/\/documentation\/getting-started\/getting-started$/);
  const menu = shell.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('People').click();
  await expect(menu.getByRole('link', { name: 'Persons' })).toBeVisible();
});

test('shows that the browser is offline', async ({ shell }) => {
  await shell.goto('/persons');
  await shell.context().setOffline(true);
  await expect(shell.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await shell.context().setOffline(false);
  await expect(shell.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test("keeps the header and its offline badge when one of its parts' code cannot load", async ({ shell }) => {
  // The bell's and the menu's chunks, as when the browser went offline before they were fetched.
  await shell.route(/\/assets\/(NotificationBell|MainMenu)-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await shell.goto('/persons');
  await expect(shell.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Find' })).toBeVisible();
  await expect(
    shell.getByRole('navigation', { name: 'Main menu' }).getByText('The menu could not be loaded'),
  ).toBeVisible();
  await expect(shell.getByRole('heading', { name: 'Persons', level: 1 })).toBeVisible();
  await shell.context().setOffline(true);
  await expect(shell.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await shell.context().setOffline(false);
});
