import { formatAmount } from '@lessor/domain/formats';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, openInBritishEnglish, windowOpenedBy } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en-GB' });

/**
 * The instalment of a loan paid in arrears, from the textbook annuity formula alone:
 * P·r / (1 − (1 + r)^−n), rounded to the cent. Independent of the finance engine on purpose.
 */
function annuity(principal: number, yearlyRate: number, periodsPerYear: number, periods: number): number {
  const rate = yearlyRate / periodsPerYear;
  return Math.round(((principal * rate) / (1 - (1 + rate) ** -periods)) * 100) / 100;
}

/** A client of the demo tenant, as a clerk knows it: by its name. */
async function demoClient(page: Page): Promise<{ registration: string; name: string }> {
  const found = await callApi(page, 'GET', '/api/person/persons?roles.role=CLIENT&type=C&range=0-0');
  const [client] = found.body as { registration: string; name: string }[];
  if (!client) throw new Error('the demo tenant has no client company');
  return client;
}

test('a clerk keys a loan for an existing client, activates it, bills it and opens the invoice', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  await shell.goto('/persons');
  const client = await demoClient(shell);
  // The branch the contract is booked in, so that the billing run below bills this contract alone.
  const branch = await createRecord(shell, '/api/person/persons', {
    type: 'O',
    name: `Clerk branch ${Date.now()}`,
  });

  await openInBritishEnglish(shell, '/contract');
  const field = (label: string) => shell.getByRole('textbox', { name: label, exact: true }).first();
  await field('Name').fill('Delivery vans loan');
  const picker = shell.getByRole('combobox', { name: 'Client', exact: true });
  await picker.fill(client.name.slice(0, 4));
  await shell.getByRole('option', { name: `${client.name} (${client.registration})` }).click();
  await expect(picker).toHaveValue(`${client.name} (${client.registration})`);
  await field('Financed amount excl. tax').fill('24000');
  await field('Duration (months)').fill('12');
  await field('Rate').fill('6 %');
  // Twelve monthly instalments, all due by now.
  await field('Start date').fill('15/01/2024');
  await shell.getByRole('combobox', { name: 'Frequency' }).first().click();
  await shell.getByRole('option', { name: 'Monthly' }).click();
  await shell.getByRole('combobox', { name: 'Currency' }).first().click();
  await shell.getByRole('option', { name: 'Euro (EUR)' }).click();
  // The branch is an organisation, a person of type O, picked by its name.
  await shell.getByRole('combobox', { name: 'Organization', exact: true }).fill(String(branch.name));
  await shell.getByRole('option', { name: `${branch.name} (${branch.registration})` }).click();
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';

  // The client by its name, linked to its page; the plan from the contract's own terms.
  await expect(shell.getByRole('combobox', { name: 'Client', exact: true })).toHaveValue(
    `${client.name} (${client.registration})`,
  );
  const plan = shell
    .getByRole('region', { name: 'Payment plan' })
    .getByRole('table', { name: 'Payment plan' });
  await expect(plan.locator('tbody tr')).toHaveCount(12);
  const instalment = annuity(24_000, 0.06, 12, 12);
  await expect(plan.locator('tbody tr[aria-rowindex="2"] td').nth(4)).toHaveText(euros(instalment));
  await expect(plan.locator('tbody tr[aria-rowindex="13"] td').last()).toHaveText(euros(0));

  const workflow = shell.getByRole('region', { name: 'Workflow' });
  for (const [button, status] of [
    ['Submit for approval', 'Submitted'],
    ['Approve', 'Approved'],
    ['Activate', 'Active'],
  ] as const) {
    await workflow.getByRole('button', { name: button }).click();
    await expect(workflow.getByText(status, { exact: true })).toBeVisible();
  }
  // Activated, the contract is printed with its schedule among its documents.
  const documents = shell.getByRole('region', { name: 'Documents' });
  await expect(
    documents.getByRole('button', { name: `${registration} contract.pdf`, exact: true }),
  ).toBeVisible();
  await expect(documents.getByText(/^SCHEDULE · /)).toBeVisible();

  await shell.goto(`/invoices?contractRegistration=${registration}`);
  await shell.getByRole('button', { name: 'Run billing' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Run billing' });
  await dialog.getByLabel('Organizations', { exact: true }).fill(String(branch.name));
  await shell.getByRole('option', { name: String(branch.name) }).click();
  await dialog.getByRole('button', { name: 'Run billing' }).press('Enter');
  await expect(shell.getByText('12 invoice(s) created')).toBeVisible();

  const invoices = shell.getByRole('table', { name: 'Invoices' });
  await expect(invoices.locator('tbody tr')).toHaveCount(12);
  const first = invoices.getByRole('row', { name: new RegExp(`${registration} instalment 1/12`) });
  await expect(first).toContainText(euros(instalment));
  const invoiceRegistration = (await first.getByRole('link').first().textContent()) ?? '';
  const opened = await windowOpenedBy(shell, () =>
    shell.getByRole('button', { name: `Download the invoice ${invoiceRegistration}` }).click(),
  );
  const pdf = await shell.request.get(opened.url);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await opened.page.close();
  await expectNoSeriousViolations(shell);
});
