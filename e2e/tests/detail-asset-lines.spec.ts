import { formatAmount, formatPercentage } from '@lessor/domain/formats';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en-GB' });
/** An amount as a line's input shows it: the currency's decimals, no symbol. */
const typedAmount = (value: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

interface DemoAsset {
  registration: string;
  name: string;
  unitPrice: number;
  taxCode: string;
  supplierRegistration: string;
}

/** An asset of the demo tenant bought from a supplier, as a clerk finds it: by its registration. */
async function demoAsset(page: Page): Promise<DemoAsset> {
  const found = await callApi(page, 'GET', '/api/asset/assets?taxCode=STANDARD&range=0-49');
  const asset = (found.body as Partial<DemoAsset>[]).find(
    (candidate) =>
      typeof candidate.supplierRegistration === 'string' && typeof candidate.unitPrice === 'number',
  );
  if (!asset?.registration || !asset.name || asset.unitPrice === undefined || !asset.supplierRegistration)
    throw new Error('the demo tenant has no asset bought from a supplier');
  return {
    registration: asset.registration,
    name: asset.name,
    unitPrice: asset.unitPrice,
    taxCode: asset.taxCode ?? '',
    supplierRegistration: asset.supplierRegistration,
  };
}

/** A share of the unit price, whole cents in doubles: demo unit prices are multiples of 10. */
const of = (unitPrice: number, hundredths: number) => (hundredths * unitPrice) / 100;

/** The figures of the table a clerk checks: each line's prices, and the totals. */
async function expectFigures(assets: Locator, unitPrice: number) {
  // Line 1: 2 × U × 0.95 = 1.9 U excl. tax, 2.28 U with 20 % VAT; line 2: 0.9 U, 1.08 U.
  await expect(assets.getByRole('textbox', { name: 'Price excl. tax, line 1' })).toHaveValue(
    typedAmount(of(unitPrice, 190)),
  );
  await expect(assets.getByRole('textbox', { name: 'Price incl. tax, line 1' })).toHaveValue(
    typedAmount(of(unitPrice, 228)),
  );
  await expect(assets.getByRole('textbox', { name: 'Discount, line 2' })).toHaveValue('10%');
  await expect(assets.getByRole('textbox', { name: 'Price incl. tax, line 2' })).toHaveValue(
    typedAmount(of(unitPrice, 108)),
  );
  await expect(assets.getByRole('cell', { name: 'Total quantity' })).toHaveText('3');
  await expect(assets.getByRole('cell', { name: 'Total unit price × quantity' })).toHaveText(
    euros(of(unitPrice, 300)),
  );
  await expect(assets.getByRole('cell', { name: 'Total price excl. tax' })).toHaveText(
    euros(of(unitPrice, 280)),
  );
  await expect(assets.getByRole('cell', { name: 'Total price incl. tax' })).toHaveText(
    euros(of(unitPrice, 336)),
  );
  // 1 − 2.8 U ÷ 3 U.
  await expect(assets.getByRole('textbox', { name: 'Total discount' })).toHaveValue(
    formatPercentage(1 - 2.8 / 3, { locale: 'en-GB' }),
  );
}

test('a clerk builds a contract of two asset lines, sees their prices and totals, saves and finds them again', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  await shell.goto('/persons');
  const asset = await demoAsset(shell);
  await openInBritishEnglish(shell, '/contract');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Two vans, one discounted');
  await shell.getByRole('combobox', { name: 'Currency' }).first().click();
  await shell.getByRole('option', { name: 'Euro (EUR)' }).click();

  // The empty list shows one blank line; its asset is found through the asset search.
  const assets = shell.getByRole('table', { name: 'Assets' });
  await expect(assets.locator('tbody tr')).toHaveCount(1);
  await assets.getByRole('button', { name: 'Choose an asset line 1' }).click();
  const search = shell.getByRole('dialog', { name: 'Search assets' });
  await search.getByRole('textbox', { name: 'Filter' }).fill(asset.registration);
  await search.getByRole('textbox', { name: 'Filter' }).press('Enter');
  await search.getByRole('button', { name: `Choose ${asset.registration}` }).click();
  await expect(search).toBeHidden();
  await expect(assets.getByRole('link', { name: `${asset.name} (${asset.registration})` })).toHaveAttribute(
    'href',
    `/asset/${asset.registration}`,
  );
  await expect(assets.getByRole('textbox', { name: 'Unit price, line 1' })).toHaveValue(
    typedAmount(asset.unitPrice),
  );
  await assets.getByRole('textbox', { name: 'Quantity, line 1' }).fill('2');
  await assets.getByRole('textbox', { name: 'Discount, line 1' }).fill('5');

  // The second line is a copy of the first, edited in its dialog: one unit at a price 10 % off.
  await assets.getByRole('button', { name: 'Copy line 1' }).click();
  await expect(shell.getByText('Done', { exact: true })).toBeVisible();
  await assets.getByRole('button', { name: 'Edit line 2' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Edit asset line 2' });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Price excl. tax' }).fill(String(of(asset.unitPrice, 90)));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expectFigures(assets, asset.unitPrice);
  await expectNoSeriousViolations(shell);

  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await shell.reload();
  await expect(assets.locator('tbody tr')).toHaveCount(2);
  await expectFigures(assets, asset.unitPrice);
  const summary = shell.getByRole('table', { name: 'Contract summary' });
  await expect(summary.getByRole('row', { name: /Financed amount excl. tax/ })).toContainText(
    euros(of(asset.unitPrice, 280)),
  );

  // The server stored the same figures, the financed amount from the lines and the supplier.
  const stored = (await callApi(shell, 'GET', `/api/financing/contracts/${registration}`)).body as Record<
    string,
    unknown
  >;
  expect(stored.financedAmountExclTax).toBe(of(asset.unitPrice, 280));
  expect(stored.assets).toMatchObject([
    {
      assetRegistration: asset.registration,
      quantity: 2,
      discount: 0.05,
      taxCode: asset.taxCode,
      priceExclTax: of(asset.unitPrice, 190),
      priceInclTax: of(asset.unitPrice, 228),
      supplierRegistration: asset.supplierRegistration,
    },
    {
      assetRegistration: asset.registration,
      quantity: 1,
      discount: 0.1,
      priceExclTax: of(asset.unitPrice, 90),
      priceInclTax: of(asset.unitPrice, 108),
    },
  ]);
  expect(stored.persons).toEqual([{ role: 'SUPPLIER', personRegistration: asset.supplierRegistration }]);
});
