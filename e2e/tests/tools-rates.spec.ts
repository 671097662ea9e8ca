import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a rate index's fixings are added by hand and imported, drawn, listed newest first, the latest the index's own", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const code = `E3M${Date.now() % 1_000_000}`;
  await createRecord(shell, '/api/core/indexes', { code, name: 'Euribor 3 months', type: 'INTEREST_RATE' });

  await openInBritishEnglish(shell, `/rates?index=${code}`);
  await expect(shell.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  await expect(shell.getByRole('combobox', { name: 'Index' })).toHaveValue(`${code} · Euribor 3 months`);
  await expect(shell.getByText('No fixing yet.')).toBeVisible();

  // By keyboard, in the clerk's own order and decimal point.
  const form = shell.getByRole('form', { name: 'Add a rate' });
  const add = async (date: string, rate: string) => {
    await form.getByRole('textbox', { name: 'Date' }).fill(date);
    await form.getByRole('textbox', { name: 'Rate (%)' }).fill(rate);
    await form.getByRole('textbox', { name: 'Rate (%)' }).press('Enter');
  };
  await add('01/10/2026', '2.051');
  await expect(shell.getByText('Rate added')).toBeVisible();
  await add('02/11/2026', '2.034 %');
  const table = shell.getByRole('table', { name: `Latest fixings of ${code}` });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toHaveText('02/11/20262.034%');
  await expect(table.getByRole('row').nth(2)).toHaveText('01/10/20262.051%');
  await expect(shell.getByText('In force today: 2.034%, fixed on 02/11/2026')).toBeVisible();
  await expect(shell.getByRole('img', { name: `${code} over time, 2 fixings` })).toBeVisible();
  await expectNoSeriousViolations(shell);

  // A second fixing of a day is refused, and nothing changes.
  await add('02/11/2026', '3');
  await expect(shell.getByText(`Value '${code} 2026-11-02' already exists for field 'date'`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  // A month of fixings from a spreadsheet, the Indices chosen for the clerk.
  await shell.getByRole('button', { name: 'Import fixings' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Import fixings' });
  await expect(dialog.getByRole('combobox', { name: 'Records of' })).toHaveValue('Indices');
  const lines = ['Index,Date,Value', `${code},2026-11-16,0.02041`, `${code},2026-11-23,0.02045`];
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fixings.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const results = shell.getByRole('region', { name: 'Import results' });
  await results.getByRole('button', { name: 'Start import' }).click();
  await expect(results.getByText('2 of 2 rows done: 2 written, 0 refused')).toBeVisible();

  await shell.goto(`/rates?index=${code}`);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(1)).toHaveText('23/11/20262.045%');
  await expect(shell.getByText('In force today: 2.045%, fixed on 23/11/2026')).toBeVisible();
  const index = await callApi(shell, 'GET', `/api/core/indexes?code=${code}&projection=value,date`);
  expect(index.body).toEqual([expect.objectContaining({ value: 0.02045, date: '2026-11-23T00:00:00.000Z' })]);
});
