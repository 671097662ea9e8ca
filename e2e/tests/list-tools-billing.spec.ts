import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** Calls the API as the signed-in administrator, as the page itself would. */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: object) {
  const session = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${session}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * An active contract of its own organisation, fully due: three monthly instalments from
 * 15 January 2020. The demo's contracts belong to its branches (persons of type O), not to this
 * new organisation, so billing this one organisation bills this contract alone.
 */
async function dueContract(page: Page) {
  const organization = await api(page, 'POST', '/api/person/persons', {
    type: 'O',
    name: 'Billing test branch',
  });
  const contract = await api(page, 'POST', '/api/financing/contracts', {
    name: 'Billing test lease',
    financedAmountExclTax: 300,
    duration: 3,
    frequency: 'MONTHLY',
    rate: 0,
    startDate: '2020-01-15',
    currency: 'EUR',
    clientRegistration: 'PER00000001',
    organization: { registration: organization.registration, name: organization.name },
  });
  for (const code of ['SUBMIT', 'APPROVE', 'ACTIVATE'])
    await api(page, 'GET', `/api/financing/contracts/${contract.registration}/transitions/${code}`);
  return contract.registration as string;
}

async function writeUserConfiguration(page: Page, value: object): Promise<void> {
  await api(page, 'PUT', '/api/core/configuration-documents/user-configuration', { value });
}

test('runs billing from the invoices list: the due instalments once, then nothing', async ({ shell }) => {
  await shell.goto('/invoices');
  const contract = await dueContract(shell);
  await shell.goto(`/invoices?contractRegistration=${contract}`);
  const table = shell.getByRole('table', { name: 'Invoices' });
  await expect(shell.getByText('No data')).toBeVisible();

  const runBilling = shell.getByRole('button', { name: 'Run billing' });
  await runBilling.focus();
  await shell.keyboard.press('Enter');
  const dialog = shell.getByRole('dialog', { name: 'Run billing' });
  // Today by default.
  await expect(dialog.getByRole('textbox', { name: 'Billing date' })).toHaveValue(
    new RegExp(String(new Date().getFullYear())),
  );
  const organizations = dialog.getByLabel('Organizations', { exact: true });
  await organizations.focus();
  await shell.keyboard.type('Billing test');
  await shell.keyboard.press('ArrowDown');
  await shell.keyboard.press('Enter');
  await expect(dialog.getByText('Billing test branch')).toBeVisible();
  // Leaving the choice closes its list; the run starts from the keyboard.
  const run = dialog.getByRole('button', { name: 'Run billing' });
  await run.focus();
  await expect(shell.getByRole('listbox')).toHaveCount(0);
  await expectNoSeriousViolations(shell);
  await run.press('Enter');

  await expect(shell.getByText('3 invoice(s) created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The list reloads by itself: the contract's three instalments, due in 2020.
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.getByText(`${contract} instalment 1/3`)).toBeVisible();

  await runBilling.click();
  await dialog.getByLabel('Organizations', { exact: true }).fill('Billing test');
  await shell.getByRole('option', { name: 'Billing test branch' }).click();
  await dialog.getByRole('button', { name: 'Run billing' }).press('Enter');
  await expect(shell.getByText('0 invoice(s) created')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(3);
});

test('onboards a new partner: the self-registration e-mail is recorded as a communication', async ({
  shell,
}) => {
  await shell.goto('/agreements');
  const onboard = shell.getByRole('button', { name: 'Onboard a new partner' });
  await expect(onboard).toHaveAccessibleDescription('Send a self registration email to a new partner');
  await onboard.focus();
  await expect(shell.getByRole('tooltip')).toHaveText('Send a self registration email to a new partner');
  await shell.keyboard.press('Enter');
  const dialog = shell.getByRole('dialog', { name: 'Onboard a new partner' });

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Partner company name is mandatory')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Partner company name' }).fill('Garage Martin E2E');
  await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill('contact@');
  await dialog.getByRole('textbox', { name: 'Message' }).focus();
  await expect(dialog.getByText('Email format should be "name@example.com"')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Contact e-mail' }).fill('contact@garage-martin.test');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Welcome to our dealer network.');
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(shell.getByText('Self registration email sent to contact@garage-martin.test')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The communications list cannot show it: that list asks for `include=personsNames`, which the
  // server refuses for communications. The record is found by its subject and opened instead.
  const [communication] = await api(
    shell,
    'GET',
    '/api/communication/communications?search=Garage%20Martin%20E2E',
  );
  expect(communication).toMatchObject({ type: 'EMAIL', email: 'contact@garage-martin.test' });
  await shell.goto(`/communication/${communication.registration}`);
  await expect(shell.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Self registration invitation: Garage Martin E2E',
  );
  await expect(shell.getByRole('textbox', { name: 'Email' })).toHaveValue('contact@garage-martin.test');
});

test('hides Onboard a new partner when the tenant says so', async ({ shell }) => {
  await shell.goto('/agreements');
  await expect(shell.getByRole('button', { name: 'Onboard a new partner' })).toBeVisible();
  await writeUserConfiguration(shell, { options: { hidePartnerOnboarding: true } });
  try {
    await shell.reload();
    await expect(shell.getByRole('link', { name: 'Add' })).toBeVisible();
    await expect(shell.getByRole('button', { name: 'Onboard a new partner' })).toHaveCount(0);
  } finally {
    await writeUserConfiguration(shell, {});
  }
});
