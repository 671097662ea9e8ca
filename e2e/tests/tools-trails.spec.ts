import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('an administrator finds who created and read a person in its Audits card, and the calls in the access logs', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Audited Trail SA' });
  await shell.goto(`/person/${person.registration}`);
  await expect(shell.getByRole('heading', { level: 1, name: /Audited Trail SA/ })).toBeVisible();

  // The trail is written in the background, within a second or so: the page read again shows it.
  const audits = shell.getByRole('region', { name: 'Audits' });
  await expect(async () => {
    await shell.reload();
    const card = shell.getByRole('region', { name: 'Audits' });
    const toggle = card.getByRole('button', { name: 'Audits' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(card.getByRole('cell', { name: 'READ' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(audits.getByRole('cell', { name: 'CREATE' })).toBeVisible();
  await expect(audits.getByRole('cell', { name: 'admin@demo' }).first()).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.goto('/access-logs');
  await expect(shell.getByRole('heading', { level: 1, name: 'Access logs' })).toBeVisible();
  const calls = shell.getByRole('row').filter({ hasText: `/api/person/persons/${person.registration}` });
  await expect(calls.first()).toContainText('GET');
  await expect(calls.first()).toContainText('200');
  await expect(calls.first()).toContainText('admin@demo');
  await expectNoSeriousViolations(shell);
});

test('an administrator finds their sign-in among the system events and the slowest requests in the metrics', async ({
  shell,
}) => {
  await shell.goto('/system-events');
  await expect(shell.getByRole('heading', { level: 1, name: 'System events' })).toBeVisible();
  await expect(shell.getByRole('row').filter({ hasText: 'admin@demo signed in with' }).first()).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.goto('/metrics');
  const slowest = shell.getByRole('table', { name: 'Slowest requests' });
  // The slowest routes this server answered, by pattern, each with its count and times.
  const route = slowest.getByRole('row').filter({ hasText: '/api/' }).first();
  await expect(route).toBeVisible();
  await expect(route).toContainText(/\d+ ms/);
  await expectNoSeriousViolations(shell);
});
