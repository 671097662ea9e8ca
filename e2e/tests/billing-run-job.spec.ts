import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** Calls the API as the signed-in administrator, as the page itself would. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const session = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${session}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Two active leases of an organisation of their own, each two monthly instalments due since 2021. */
async function dueLeases(page: Page, branch: string): Promise<string[]> {
  const organization = await api(page, 'POST', '/api/person/persons', { type: 'O', name: branch });
  const registrations: string[] = [];
  for (const name of ['First lease', 'Second lease']) {
    const contract = await api(page, 'POST', '/api/financing/contracts', {
      name,
      financedAmountExclTax: 200,
      duration: 2,
      frequency: 'MONTHLY',
      rate: 0,
      startDate: '2021-01-15',
      currency: 'EUR',
      clientRegistration: 'PER00000001',
      organization: { registration: organization.registration, name: organization.name },
    });
    for (const code of ['SUBMIT', 'APPROVE', 'ACTIVATE'])
      await api(page, 'GET', `/api/financing/contracts/${contract.registration}/transitions/${code}`);
    registrations.push(contract.registration);
  }
  return registrations;
}

test('a billing run is a job recorded as a distributed transaction, its steps on /dtxns', async ({
  shell,
}) => {
  const branch = `Job branch ${Date.now()}`;
  await shell.goto('/invoices');
  const [first] = await dueLeases(shell, branch);
  await shell.goto(`/invoices?contractRegistration=${first}`);
  const table = shell.getByRole('table', { name: 'Invoices' });
  await expect(shell.getByText('No data')).toBeVisible();

  await shell.getByRole('button', { name: 'Run billing' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Run billing' });
  await dialog.getByLabel('Organizations', { exact: true }).fill(branch);
  await shell.getByRole('option', { name: branch }).click();
  await dialog.getByRole('button', { name: 'Run billing' }).press('Enter');
  // A run that outlasts a second shows its progress under the form; this one is short.
  await expect(shell.getByText('4 invoice(s) created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(2);

  const [run] = await api(shell, 'GET', '/api/script/batches?type=BILLING&sort=-registration&range=0-0');
  expect(run).toMatchObject({ status: 'SUCCESS', processed: 2, total: 2 });
  const [dtxn] = await api(shell, 'GET', `/api/system/dtxns?batchRegistration=${run.registration}`);
  expect(dtxn).toMatchObject({ type: 'BILLING', status: 'COMMITTED', steps: 1, stepsCommitted: 1 });

  await shell.goto(`/dtxns?filter=${dtxn.registration}`);
  const dtxns = shell.getByRole('table', { name: 'Dtxns' });
  const row = dtxns.locator('tbody tr').filter({ hasText: dtxn.registration });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dtxn.name);
  await expect(row).toContainText('Committed');
  for (const header of ['Type', 'Steps', 'Steps committed', 'Steps failed', 'Started at', 'Ended at'])
    await expect(dtxns.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expectNoSeriousViolations(shell);
});
