import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('schedules the billing run on /crons, and runs the clean-up of leftovers now', async ({ shell }) => {
  await shell.goto('/crons');
  await expect(shell.getByRole('heading', { level: 1, name: 'Crons' })).toBeVisible();
  const billing = shell.getByRole('region', { name: 'billing-run' });
  const schedule = billing.getByRole('textbox', { name: 'Schedule' });
  await expect(schedule).toHaveValue('0 6 * * *');
  await expect(billing.getByText('Not scheduled')).toBeVisible();
  // Once a year, on 1 January: never while the other browser tests run on this server.
  // Once a year, on 1 January: never while the other browser tests run on this server.
  await schedule.fill('15 7 1 1 *');
  await billing.getByRole('switch', { name: 'Enabled' }).check();
  await billing.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText(/^Next run: /)).toBeVisible();
  await expectNoSeriousViolations(shell);

  // Kept: the page read again shows the schedule saved.
  await shell.reload();
  await expect(
    shell.getByRole('region', { name: 'billing-run' }).getByRole('textbox', { name: 'Schedule' }),
  ).toHaveValue('15 7 1 1 *');

  const leftovers = shell.getByRole('region', { name: 'expire-upload-leftovers' });
  await leftovers.getByRole('button', { name: 'Run now' }).click();
  const runs = leftovers.getByRole('table', { name: 'Latest runs of expire-upload-leftovers' });
  await expect(runs.getByRole('row').nth(1)).toContainText('SUCCESS');
  await expect(runs.getByRole('row').nth(1)).toContainText(/\d+ file\(s\) deleted/);
  await expect(runs.getByRole('row').nth(1)).toContainText('admin@demo');
  // A run's status badge keeps its letters readable too.
  await expectNoSeriousViolations(shell);
});
