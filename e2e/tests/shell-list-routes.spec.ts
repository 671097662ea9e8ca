import { expect, navigateInApp, test } from './shell-fixtures.ts';

test.setTimeout(300_000);

test('every declared entity has its list route', async ({ shell }) => {
  await shell.goto('/documentation/getting-started/getting-started');
  const lists = shell.getByRole('list').first().getByRole('link');
  await expect(lists.first()).toBeVisible();
  const paths = await lists.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    await navigateInApp(shell, path);
    const heading = shell.getByRole('heading', { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText(/Page not found|Unsupported entity|Oops/);
  }
});
