import { readFile } from 'node:fs/promises';
import { statementAfterCollection } from '@lessor/domain/testing';
import { iso20022Problems } from '../../packages/server/src/collections/validate-iso20022.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** The collections the file holds, by end-to-end id (the invoice's registration), with their amounts. */
function collectionsOf(xml: string): Map<string, string> {
  const collections = new Map<string, string>();
  for (const [, block] of xml.matchAll(/<DrctDbtTxInf>([\s\S]*?)<\/DrctDbtTxInf>/g)) {
    const endToEndId = /<EndToEndId>([^<]+)</.exec(block ?? '')?.[1];
    const amount = /<InstdAmt Ccy="EUR">([^<]+)</.exec(block ?? '')?.[1];
    if (endToEndId && amount) collections.set(endToEndId, amount);
  }
  return collections;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

test("collects the month's instalments by direct debit and reconciles the bank's statement", async ({
  shell,
}) => {
  // A long flow: on a loaded two-core machine it took more than 90 s.
  test.setTimeout(180_000);
  // The month's file of the demo's mandated clients, from the payment files list.
  await shell.goto('/payment-files');
  await shell.getByRole('button', { name: 'Direct-debit file' }).click();
  const fileDialog = shell.getByRole('dialog', { name: 'Direct-debit file' });
  await fileDialog.getByRole('button', { name: 'Make file' }).click();
  await expect(fileDialog.getByText('File made:')).toBeVisible();
  const fileRegistration = (await fileDialog.getByRole('link', { name: /^PYF\d{8}$/ }).textContent()) ?? '';
  await expectNoSeriousViolations(shell);

  // Downloaded as the bank receives it: valid against the official schema.
  const downloading = shell.waitForEvent('download');
  await fileDialog.getByRole('button', { name: 'Download XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${fileRegistration}.xml`);
  const xml = await readFile((await download.path()) ?? '', 'utf8');
  expect(await iso20022Problems(xml, 'pain.008.001.08')).toEqual([]);

  const collections = collectionsOf(xml);
  expect(collections.size).toBeGreaterThan(3);
  const [paid, returnedForFunds, returnedOnRequest] = [...collections.keys()];
  if (!paid || !returnedForFunds || !returnedOnRequest) throw new Error('the file collects too little');
  const owedAgain = [returnedForFunds, returnedOnRequest].map((invoice) => collections.get(invoice) ?? '0');
  const transferred = (cents(owedAgain[0] ?? '0') + cents(owedAgain[1] ?? '0')) / 100;

  // The bank's statement: every collection credited, two sent back, and one transfer naming nothing,
  // the client's payment of both returned instalments from another account.
  const statement = statementAfterCollection(xml, {
    returns: [
      { endToEndId: returnedForFunds, reason: 'AM04' },
      { endToEndId: returnedOnRequest, reason: 'MD06' },
    ],
    transfers: [
      {
        amount: transferred.toFixed(2),
        name: 'SCI Les Tilleuls',
        iban: 'FR1420041010050500013M02606',
        remittance: 'Loyers',
      },
    ],
  });
  await shell.goto('/bank-statements');
  await shell.getByRole('button', { name: 'Import statement' }).click();
  const importDialog = shell.getByRole('dialog', { name: 'Import statement' });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  // Each collection credited is matched, those returned after it included; the transfer waits.
  await expect(
    importDialog.getByText(
      `${collections.size + 3} transactions: ${collections.size} matched, 2 returned, 1 to reconcile`,
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(shell);

  // Paid: the collections credited. Open again: the returned ones, each with its reason and a task.
  const workflowStatus = async (invoice: string, status: string) => {
    await shell.goto(`/invoice/${invoice}`);
    await expect(
      shell.getByRole('region', { name: 'Workflow' }).getByText(status, { exact: true }),
    ).toBeVisible();
  };
  await workflowStatus(paid, 'Paid');
  await workflowStatus(returnedForFunds, 'Issued');
  await shell.goto('/tasks');
  const tasks = shell.getByRole('table', { name: 'Tasks' });
  await expect(
    tasks.getByText(`Direct debit of ${returnedForFunds} returned: AM04 Insufficient funds`),
  ).toBeVisible();
  await expect(
    tasks.getByText(`Direct debit of ${returnedOnRequest} returned: MD06 Refund requested by the debtor`),
  ).toBeVisible();

  // The transfer, by hand: split over the two invoices it pays.
  await shell.goto('/bank/reconciliation');
  await expect(shell.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  const payments = shell.getByRole('listbox', { name: 'Payments to reconcile' });
  await payments.getByRole('option', { name: /SCI Les Tilleuls/ }).click();
  for (const remove of await shell.getByRole('button', { name: /^Remove INV/ }).all()) await remove.click();
  for (const invoice of [returnedForFunds, returnedOnRequest]) {
    await shell.getByRole('searchbox', { name: 'Find an invoice' }).fill(invoice);
    await shell.getByRole('button', { name: `Add ${invoice}` }).click();
  }
  await expect(shell.getByText('Left after this: €0.00')).toBeVisible();
  await expectNoSeriousViolations(shell);
  await shell.getByRole('button', { name: 'Allocate' }).click();
  await expect(shell.getByText('No payment is waiting to be reconciled.')).toBeVisible();
  await workflowStatus(returnedForFunds, 'Paid');
  await workflowStatus(returnedOnRequest, 'Paid');
});
