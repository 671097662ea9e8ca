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
  await expect(shell.getByRole('link', { name: /Notifications, [1-9]\d* unread/ })).toBeVisible();
});
