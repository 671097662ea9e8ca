import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, expectRefreshAskedOnOpeningAPage, test } from './shell-fixtures.ts';

test('opens the fallback landing page, then entity lists, create forms and tool screens', async ({
  shell,
}) => {
  await shell.goto('/');
  await expect(shell).toHaveURL(/\/documentation\/getting-started\/getting-started$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expectNoSeriousViolations(shell);

  for (const [path, heading] of [
    ['/contracts', 'Contracts'],
    ['/credit-lines', 'Credit lines'],
    ['/imports', 'Imports'],
    ['/cache-info', 'Cache information'],
    ['/bank/set-overdraft', 'Set overdraft'],
    ['/chat', 'Chat'],
  ] as const) {
    await shell.goto(path);
    await expect(shell.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(shell.getByText('This screen is not available yet in Lessor.')).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.goto('/person');
  await expect(shell.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible();
});

test('shows the unsupported-entity error for a name no declaration carries', async ({ shell }) => {
  for (const path of ['/frobnicator', '/frobnicator/FRO00000001']) {
    await shell.goto(path);
    await expect(shell.getByRole('heading', { level: 1, name: 'Unsupported entity' })).toBeVisible();
    await expect(shell.getByText('unsupported entity: frobnicator')).toBeVisible();
  }
  await expectNoSeriousViolations(shell);
});

test('serves the content routes, and renders nothing at /app-preload', async ({ shell }) => {
  await shell.goto('/catalog/vehicles');
  await expect(shell.getByRole('heading', { level: 1, name: 'Catalog vehicles' })).toBeVisible();
  for (const path of ['/content/welcome', '/user-content', '/page/dyno-cars/new', '/edit-catalog/vehicles']) {
    await shell.goto(path);
    await expect(shell.getByText('No content is stored at this address for your tenant.')).toBeVisible();
  }
  await shell.goto('/app-preload');
  await expect(shell.locator('#root')).toHaveText('', { useInnerText: true });
  await expect(shell.getByRole('banner')).toHaveCount(0);
});

test('turns a hash into a redirect, except under /documentation', async ({ shell }) => {
  await shell.goto('/#/persons?page=2');
  await expect(shell).toHaveURL(/\/persons\?page=2$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();

  await shell.goto('/documentation/api#persons');
  await expect(shell).toHaveURL(/\/documentation\/api#persons$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
});

test('resolves a short URL through the key-values', async ({ shell }) => {
  await shell.route('**/api/core/key-values/q4Rt?shortUrl=1', (route) =>
    route.fulfill({ json: { url: '/persons?search=Martin' } }),
  );
  await shell.goto('/u/q4Rt');
  await expect(shell).toHaveURL(/\/persons\?search=Martin$/);

  await shell.goto('/u/unknown');
  await expect(shell.getByRole('heading', { level: 1, name: 'Short link not found' })).toBeVisible();
});

test('asks to refresh when a code chunk of the page is gone while online', async ({ shell }) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  // A new version was deployed: the files of the old one are gone.
  await shell.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await expectRefreshAskedOnOpeningAPage(shell);
  await expectNoSeriousViolations(shell);
});

test('asks to refresh too when a dialog of the shell cannot load', async ({ shell }) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await shell.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await shell.getByRole('button', { name: 'Preferences' }).click();
  await expect(
    shell.getByText('You are using an outdated version of the application. Refresh the page to continue.'),
  ).toBeVisible();
});

test('hides the decoration with noDecoration and keeps the rest of the address', async ({ shell }) => {
  await shell.goto('/persons?noDecoration=1&page=2');
  await expect(shell).toHaveURL(/\/persons\?page=2$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await expect(shell.getByRole('banner')).toHaveCount(0);
  await expect(shell.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('is refused in a frame of another origin', async ({ shell, shellServer }) => {
  const other = shellServer.baseURL.replace('localhost', '127.0.0.1');
  await shell.goto(`${other}/app-preload`);
  await shell.setContent(`<iframe title="embedded" src="${shellServer.baseURL}/documentation"></iframe>`);
  const frame = shell.frameLocator('iframe[title="embedded"]');
  await expect(frame.getByRole('heading', { name: 'Getting started' })).toHaveCount(0);

  await shell.goto('/app-preload');
  await shell.setContent('<iframe title="embedded" src="/documentation/getting-started"></iframe>');
  await expect(
    shell.frameLocator('iframe[title="embedded"]').getByRole('heading', { name: 'Getting started' }),
  ).toBeVisible();
});
