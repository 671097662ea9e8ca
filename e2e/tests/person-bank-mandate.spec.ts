import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

/** A client company of the demo tenant, with its bank accounts. */
async function demoClient(page: Page): Promise<{ registration: string; name: string }> {
  const found = await callApi(page, 'GET', '/api/person/persons?roles.role=CLIENT&type=C&range=0-0');
  const [client] = found.body as { registration: string; name: string }[];
  if (!client) throw new Error('the demo tenant has no client company');
  return client;
}

test("a clerk adds a recurrent SEPA mandate to a client's bank account, and finds it after a reload", async ({
  shell,
}) => {
  // Two accessibility scans and a reload of a large detail page.
  test.setTimeout(120_000);
  await shell.goto('/persons');
  const client = await demoClient(shell);
  const reference = `RUM-E2E-${Date.now()}`;
  await openInBritishEnglish(shell, `/person/${client.registration}`);

  const card = shell.getByRole('region', { name: 'Bank accounts' });
  await card.getByRole('button', { name: 'Edit Bank accounts' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Bank accounts' });
  const account = dialog.getByRole('group', { name: 'Bank accounts 1' });
  const mandates = account.getByRole('group', { name: /^SEPA mandates \d+$/ });
  const before = await mandates.count();
  await account.getByRole('button', { name: 'Add SEPA mandates' }).click();
  const mandate = account.getByRole('group', { name: `SEPA mandates ${before + 1}`, exact: true });
  await mandate.getByLabel('Mandate reference').fill(reference);
  await mandate.getByLabel('Signature date').fill('02/01/2025');
  await mandate.getByRole('textbox', { name: 'SEPA creditor identifier' }).fill('FR71ZZZ123456');
  await mandate.getByRole('combobox', { name: 'Mandate type' }).click();
  await shell.getByRole('option', { name: 'Recurrent' }).click();
  await mandate.getByRole('combobox', { name: 'Mandate status' }).click();
  await shell.getByRole('option', { name: 'Active', exact: true }).click();
  await mandate.getByRole('combobox', { name: 'Sequence' }).click();
  await shell.getByRole('option', { name: 'First', exact: true }).click();

  // A creditor identifier whose check digits are wrong keeps the dialog open, its message under it.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(mandate.getByText('SEPA creditor identifier is invalid')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(shell);

  await mandate.getByRole('textbox', { name: 'SEPA creditor identifier' }).fill('FR72 ZZZ 123456');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(`Mandates: ${before + 1}`)).toBeVisible();
  await shell.keyboard.press('Control+s');
  await expect(shell.getByText(`Person ${client.registration} saved`)).toBeVisible();

  await shell.reload();
  await shell
    .getByRole('region', { name: 'Bank accounts' })
    .getByRole('button', { name: 'Edit Bank accounts' })
    .click();
  const saved = dialog
    .getByRole('group', { name: 'Bank accounts 1' })
    .getByRole('group', { name: `SEPA mandates ${before + 1}`, exact: true });
  await expect(saved.getByLabel('Mandate reference')).toHaveValue(reference);
  await expect(saved.getByRole('textbox', { name: 'SEPA creditor identifier' })).toHaveValue('FR72ZZZ123456');
  await expect(saved.getByLabel('Signature date')).toHaveValue('02/01/2025');
  await expect(saved.getByRole('combobox', { name: 'Mandate type' })).toHaveValue('Recurrent');
  await expectNoSeriousViolations(shell);
});
