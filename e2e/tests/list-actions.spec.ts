import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('exports the rows shown to an Excel file that reads back with the same columns and values', async ({
  shell,
}) => {
  await shell.goto('/assets?pageSize=25');
  const table = shell.getByRole('table', { name: 'Assets' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const headers = (await table.locator('thead th').allTextContents()).slice(1, -1);
  const registrations = await table.locator('tbody tr td:nth-child(2)').allTextContents();

  const download = shell.waitForEvent('download');
  await shell.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await (await download).path();
  await expect(shell.getByText('Downloaded')).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe('Assets');
  expect(sheet?.getRow(1).values).toEqual([undefined, ...headers]);
  expect(sheet?.rowCount).toBe(26);
  expect(sheet?.getColumn(1).values.slice(2)).toEqual(registrations);
  // Amounts stay numbers: the first row with a price (other tests add assets without one).
  const priceColumn = headers.indexOf('Price excl. tax') + 1;
  const prices = await table.locator(`tbody tr td:nth-child(${priceColumn + 1})`).allTextContents();
  const priced = prices.findIndex((price) => price.trim() !== '');
  expect(priced).toBeGreaterThanOrEqual(0);
  expect(typeof sheet?.getRow(priced + 2).getCell(priceColumn).value).toBe('number');
});

test('runs a workflow transition on the selected rows, then lists the records it ran on', async ({
  shell,
}) => {
  await shell.goto('/amendments?status=DRAFT');
  const table = shell.getByRole('table', { name: 'Amendments' });
  await expect(table.locator('tbody tr').first().locator('td:nth-child(3)')).toHaveText('Draft');
  const chosen = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).slice(0, 2);
  for (const registration of chosen)
    await table.getByRole('checkbox', { name: `Select ${registration}` }).check();
  await expect(shell.getByText('2 selected')).toBeVisible();

  await shell.getByRole('button', { name: 'Workflow transitions' }).click();
  const transitions = shell.getByRole('dialog', { name: 'Workflow transitions' });
  await expect(transitions.getByRole('button')).toHaveText(['Submit', 'Cancel']);
  await expectNoSeriousViolations(shell);
  await transitions.getByRole('button', { name: 'Submit' }).click();

  for (const registration of chosen) {
    await expect(
      shell.getByText(`Transition "Submit" executed successfully for Amendment "${registration}"`),
    ).toBeVisible();
  }
  await expect(shell).toHaveURL(new RegExp(`[?&]registration=${chosen.join('%2C')}$`));
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText(['Submitted', 'Submitted']);
});

test('opens the advanced search in a dialog when the table configuration asks, without accessibility faults', async ({
  shell,
}) => {
  await shell.goto('/committees');
  await shell.getByRole('button', { name: 'Table configuration' }).click();
  const configuration = shell.getByRole('dialog', { name: 'Table configuration' });
  await configuration.getByRole('switch', { name: 'Open the advanced search in a dialog' }).check();
  await configuration.getByRole('button', { name: 'Save' }).click();
  await expect(configuration).toHaveCount(0);

  await shell.getByRole('button', { name: 'Filters' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Advanced search' });
  await expect(dialog.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save search' })).toBeVisible();
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
});
