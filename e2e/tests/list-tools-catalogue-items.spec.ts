import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** A company's price list as an .xlsx file, written by the application's own Excel export. */
async function priceListWorkbook(page: Page, batch: string): Promise<Buffer> {
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.post('/api/report/excel?entity=AssetCatalogItem', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      fileName: 'price-list',
      columns: [
        { headerLabel: 'Name' },
        { headerLabel: 'Code' },
        { headerLabel: 'Manufacturer' },
        { headerLabel: 'Model' },
        { headerLabel: 'Category' },
        { headerLabel: 'Unit price', format: 'currency' },
        { headerLabel: 'Currency' },
      ],
      data: [
        [`${batch} tractor`, 'T-5100', 'John Deere', `${batch} 5100M`, 'Agricultural', 98_500.5, 'EUR'],
        [`${batch} forklift`, 'F-425', 'Linde', `${batch} E25`, 'Handling', 41_200, 'EUR'],
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.body();
}

test("imports a company's price list from an Excel file, and finds its items in the catalogue search", async ({
  shell,
}) => {
  const batch = `Pl${Date.now()}`;
  await shell.goto(`/asset-catalog-items?filter=${batch}`);
  const table = shell.getByRole('table', { name: 'Asset catalog items' });
  await expect(table.getByRole('cell', { name: 'No data' })).toBeVisible();
  const workbook = await priceListWorkbook(shell, batch);

  await shell.getByRole('button', { name: 'Import catalogue items' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Import catalogue items' });
  const chooser = shell.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Read an Excel file' }).click();
  await (await chooser).setFiles({
    name: 'price-list.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  // The file's first sheet fills the rows, as the user would have pasted them.
  const rows = dialog.getByRole('textbox', { name: 'Rows to create' });
  await expect(rows).toHaveValue(
    new RegExp(
      `^Name\\tCode\\tManufacturer\\tModel\\tCategory\\tUnit price\\tCurrency\\n${batch} tractor\\tT-5100\\tJohn Deere\\t${batch} 5100M\\tAgricultural\\t98500\\.5\\tEUR\\n`,
    ),
  );
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(shell.getByText('2 catalogue item(s) created')).toBeVisible();
  await expect(table.getByRole('cell', { name: `${batch} tractor` })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${batch} forklift` })).toBeVisible();

  // A file that is not a workbook is refused with the spec's message, and creates nothing.
  await shell.getByRole('button', { name: 'Import catalogue items' }).click();
  const again = shell.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Read an Excel file' }).click();
  await (await again).setFiles({
    name: 'notes.xlsx',
    mimeType: 'text/plain',
    buffer: Buffer.from('no sheet'),
  });
  await expect(dialog.getByRole('alert')).toContainText('Invalid file extension');
  await shell.keyboard.press('Escape');

  // The catalogue search finds the company's items beside the vehicle catalogue.
  await shell.goto('/catalog/lectura');
  await shell.getByRole('textbox', { name: 'Search models' }).fill(batch);
  const found = shell.getByRole('table', { name: 'Models found' });
  await expect(found.getByRole('row', { name: new RegExp(`${batch} 5100M Own catalogue`) })).toBeVisible();
});
