import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, navigateInApp, test } from './shell-fixtures.ts';

const toolScreens = [
  '/users',
  '/scripts',
  '/cache-info',
  '/script-logs',
  '/chat',
  '/imports',
  '/exports',
  '/documentation',
  '/documentation/api',
  '/documentation-search',
  '/global-search',
  '/audits',
  '/database/current-operations',
  '/hosts',
  '/calendar',
  '/metrics',
  '/tenant',
  '/tenants',
  '/system-events',
  '/system-logs',
  '/access-logs',
  '/crons',
  '/themes',
  '/icons',
  '/dtxns',
  '/key-values',
  '/notifications',
  '/tests',
  '/rates',
  '/time-entries',
  '/object-storage-containers',
  '/move-money',
  '/arbitration',
  '/bank/set-overdraft',
];

test.setTimeout(300_000);

test('every tool screen of the specification opens a page without serious accessibility faults', async ({
  shell,
}) => {
  for (const path of toolScreens) {
    await navigateInApp(shell, path);
    const heading = shell.getByRole('heading', { level: 1 });
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toHaveText(/Page not found|Unsupported entity|Oops/);
    // Checked once loaded: a loading indicator is not the page.
    await expect(shell.locator('.mantine-Loader-root')).toHaveCount(0);
    await expectNoSeriousViolations(shell);
  }
});
