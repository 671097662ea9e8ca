import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("exports a list's whole search as a job, finds it on /exports and opens its file from the batch", async ({
  shell,
}) => {
  const family = `Exported${Date.now()}`;
  await shell.goto('/persons');
  for (const firstName of ['Anna', 'Boris', 'Chloé'])
    await createRecord(shell, '/api/person/persons', { type: 'I', lastName: family, firstName });

  await shell.goto(`/persons?filter=${family}`);
  const table = shell.getByRole('table', { name: 'Persons' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await shell.getByRole('button', { name: 'Export all' }).click();
  await shell.getByRole('menuitem', { name: 'Whole search to Excel' }).click();
  const started = shell.getByText(/Export BAT\d+ started: you are told when its file is ready/);
  await expect(started).toBeVisible();
  const registration = (await started.textContent())?.match(/BAT\d+/)?.[0] ?? '';

  await shell.goto('/exports');
  await expect(shell).toHaveURL(/\/batches\?type=EXPORT$/);
  const batches = shell.getByRole('table', { name: 'Batches' });
  await expect(batches.getByRole('link', { name: registration })).toBeVisible();
  await expectNoSeriousViolations(shell);
  await batches.getByRole('link', { name: registration }).click();

  await expect(shell.getByRole('heading', { level: 1 })).toContainText(registration);
  const documents = shell.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/^Persons \d{4}-\d{2}-\d{2}\.xlsx$/)).toBeVisible();
  // The bell asks for notifications once a minute, and at each page load: the job's notice may come
  // just after the page's first ask, so the page is loaded again until the bell shows it.
  const unread = shell.getByRole('link', { name: /Notifications, [1-9]\d* unread/ });
  await expect(async () => {
    await shell.reload();
    await expect(unread).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 40_000 });
});
