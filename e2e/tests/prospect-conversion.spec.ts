import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, fileOnDisk } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('a clerk opens a prospect laid out as a person, converts it, and finds the person with its documents', async ({
  shell,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = `Prospect${Date.now()}`;
  await shell.goto('/prospects');
  const prospect = await createRecord(shell, '/api/person/prospects', {
    type: 'I',
    firstName: 'Hedy',
    lastName,
    email: 'hedy@example.com',
    addresses: [{ type: 'MAIN', addressLine: '12 Rue des Inventeurs', city: 'Paris' }],
    source: 'Trade fair',
  });
  const name = `Hedy ${lastName}`;
  await shell.goto(`/prospect/${prospect.registration}`);

  // The person's sections for an individual, with the person's dialogs; no company data.
  await expect(shell.getByRole('heading', { name: `${name} (${prospect.registration})` })).toBeVisible({
    timeout: 20_000,
  });
  for (const section of ['Identity', 'Contact details', 'Addresses', 'Birth', 'Bank accounts', 'Contacts'])
    await expect(shell.getByRole('region', { name: section, exact: true })).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Legal', exact: true })).toHaveCount(0);
  const addresses = shell.getByRole('region', { name: 'Addresses', exact: true });
  await expect(addresses.getByText(/Paris/)).toBeVisible();

  const documents = shell.getByRole('region', { name: 'Documents' });
  const idCard = await fileOnDisk(testInfo.outputPath('identity-card.txt'), 'Hedy, identity card');
  await documents.locator('input[type="file"]').setInputFiles(idCard);
  await expect(documents.getByRole('button', { name: 'identity-card.txt', exact: true })).toBeVisible();
  await expectNoSeriousViolations(shell);

  const workflow = shell.getByRole('region', { name: 'Workflow' });
  await workflow.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(workflow.getByText('Converted', { exact: true })).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Convert', exact: true })).toHaveCount(0);

  // The prospect names the person it became; the person is the same individual, with the documents.
  const prospection = shell.getByRole('region', { name: 'Prospection' });
  const personLink = prospection.getByRole('link', { name: new RegExp(`^${name} \\(PER\\d{8}\\)$`) });
  await expect(personLink).toBeVisible();
  await personLink.click();
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await expect(shell.getByRole('heading', { name: `${name} (${registration})` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    shell
      .getByRole('region', { name: 'Documents' })
      .getByRole('button', { name: 'identity-card.txt', exact: true }),
  ).toBeVisible();
  await expect(
    shell.getByRole('region', { name: 'Addresses', exact: true }).getByText(/Paris/),
  ).toBeVisible();
  await expect(
    shell.getByRole('region', { name: 'Relations', exact: true }).getByRole('link', {
      name: new RegExp(`\\(${prospect.registration}\\)$`),
    }),
  ).toBeVisible();

  const person = (await callApi(shell, 'GET', `/api/person/persons/${registration}`)).body;
  expect(person).toMatchObject({ type: 'I', firstName: 'Hedy', lastName, email: 'hedy@example.com' });
});
