import { expect, navigateInApp, test } from './shell-fixtures.ts';

test('a tenant that works offline goes offline when the network goes, and back online when the server answers', async ({
  shell,
}) => {
  // This page's tenant works offline (its offlineSupport setting), without changing the tenant's own.
  await shell.route('**/api/script/runs/user-configuration', async (route) => {
    const answer = await route.fetch();
    const configuration = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...configuration, options: { ...configuration.options, offlineSupport: true } },
    });
  });
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
