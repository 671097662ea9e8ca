import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('a clerk converts a prospect into a person, who keeps its fields and the prospect its history', async ({
  shell,
}) => {
  await shell.goto('/prospects');
  const lastName = `Prospect${Date.now()}`;
  const prospect = await createRecord(shell, '/api/person/prospects', {
    type: 'I',
    firstName: 'Léa',
    lastName,
    email: 'lea@example.org',
    addresses: [{ type: 'MAIN', addressLine: '3 rue des Lilas 69003 Lyon', city: 'Lyon' }],
    source: 'Trade fair',
  });

  await shell.goto(`/prospect/${prospect.registration}`);
  // A prospect is shown as a person is: its name from first and last name, the person's sections.
  await expect(shell.getByRole('heading', { level: 1, name: new RegExp(`Léa ${lastName}`) })).toBeVisible();
  for (const section of ['Identity', 'Contact details', 'Addresses', 'Bank accounts'])
    await expect(shell.getByRole('region', { name: section, exact: true })).toBeVisible();
  await expectNoSeriousViolations(shell);

  const workflow = shell.getByRole('region', { name: 'Workflow' });
  await workflow.getByRole('button', { name: 'Convert into a person' }).click();
  await expect(workflow.getByText('Converted', { exact: true })).toBeVisible();

  const converted = await callApi(shell, 'GET', `/api/person/prospects/${prospect.registration}`);
  const personRegistration = String((converted.body as { personRegistration?: unknown }).personRegistration);
  expect(personRegistration).toMatch(/^PER/);
  await shell.goto(`/person/${personRegistration}`);
  await expect(shell.getByRole('heading', { level: 1, name: new RegExp(`Léa ${lastName}`) })).toBeVisible();
  await expect(shell.locator('#field-email')).toHaveValue('lea@example.org');
  await expect(shell.getByText('3 rue des Lilas 69003 Lyon')).toBeVisible();
});
