import { formatAmount } from '@lessor/domain/formats';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en-GB' });
/** An amount as a line's input shows it: two decimals, no symbol. */
const typedAmount = (value: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/**
 * The shipped profile of passenger cars, worked by hand: 20 % lost in the first year, then 15 % a
 * year, so 0.8 × 0.85³ of the new price is left after 48 months at the reference usage.
 */
const shareAfter48Months = 0.4913;
const camryPrice = 30_000;
const civicPrice = 25_000;
const cents = (value: number) => Math.round(value * 100) / 100;
const residualOf = (price: number) => cents(price * shareAfter48Months);

/** An existing asset of the demo tenant with a price and the standard VAT rate. */
async function demoAsset(page: Page): Promise<{ registration: string; name: string; unitPrice: number }> {
  const found = await callApi(page, 'GET', '/api/asset/assets?taxCode=STANDARD&range=0-49');
  const asset = (found.body as { registration: string; name: string; unitPrice?: number }[]).find(
    (candidate) => typeof candidate.unitPrice === 'number' && candidate.unitPrice > 0,
  );
  if (!asset?.unitPrice) throw new Error('the demo tenant has no priced asset');
  return { registration: asset.registration, name: asset.name, unitPrice: asset.unitPrice };
}

/** A catalogue model made a line in the editor's 'Add from the catalogue', at a new price. */
async function addFromCatalogue(page: Page, assets: Locator, search: string, model: string, price: number) {
  await page.getByRole('button', { name: 'Add from the catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from the catalogue' });
  await dialog.getByRole('textbox', { name: 'Search models' }).fill(search);
  await dialog
    .getByRole('button', { name: `Choose ${model}`, exact: true })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'New price' }).fill(String(price));
  await expect(dialog.getByRole('status').filter({ hasText: 'Residual value' })).toHaveText(
    `Residual value after 48 months: ${euros(residualOf(price))}, 49.13% of the new price.`,
  );
  await expect(dialog.getByRole('checkbox', { name: 'Add it to the residual value' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add the line' }).click();
  await expect(dialog).toBeHidden();
  await expect(assets.getByRole('link', { name: new RegExp(`^${model} \\(AST\\d{8}\\)$`) })).toBeVisible();
}

/** The figures a clerk checks: the three lines' prices, the totals and the residual value. */
async function expectFigures(page: Page, assets: Locator, existing: { unitPrice: number }) {
  await expect(assets.locator('tbody tr')).toHaveCount(3);
  // The existing asset bears 20 % VAT; the catalogue models come without a tax code.
  await expect(assets.getByRole('textbox', { name: 'Price incl. tax, line 1' })).toHaveValue(
    typedAmount(cents(existing.unitPrice * 1.2)),
  );
  await expect(assets.getByRole('textbox', { name: 'Price excl. tax, line 2' })).toHaveValue(
    typedAmount(camryPrice),
  );
  await expect(assets.getByRole('textbox', { name: 'Price excl. tax, line 3' })).toHaveValue(
    typedAmount(civicPrice),
  );
  const total = existing.unitPrice + camryPrice + civicPrice;
  await expect(assets.getByRole('cell', { name: 'Total quantity' })).toHaveText('3');
  await expect(assets.getByRole('cell', { name: 'Total price excl. tax' })).toHaveText(euros(total));
  await expect(assets.getByRole('cell', { name: 'Total price incl. tax' })).toHaveText(
    euros(cents(total + existing.unitPrice * 0.2)),
  );
  await expect(page.getByRole('textbox', { name: 'Residual value', exact: true }).first()).toHaveValue(
    typedAmount(residualOf(camryPrice) + residualOf(civicPrice)),
  );
}

test('a clerk builds a contract from two catalogue models and an existing asset, with their residual value, and finds it again', async ({
  shell,
}) => {
  test.setTimeout(150_000);
  await shell.goto('/persons');
  const existing = await demoAsset(shell);
  await openInBritishEnglish(shell, '/contract');
  const field = (label: string) => shell.getByRole('textbox', { name: label, exact: true }).first();
  await field('Name').fill('Two company cars and a van');
  await shell.getByRole('combobox', { name: 'Currency' }).first().click();
  await shell.getByRole('option', { name: 'Euro (EUR)' }).click();
  await field('Duration (months)').fill('48');

  const assets = shell.getByRole('table', { name: 'Assets' });
  await assets.getByRole('button', { name: 'Choose an asset line 1' }).click();
  const search = shell.getByRole('dialog', { name: 'Search assets' });
  await search.getByRole('textbox', { name: 'Filter' }).fill(existing.registration);
  await search.getByRole('textbox', { name: 'Filter' }).press('Enter');
  await search.getByRole('button', { name: `Choose ${existing.registration}` }).click();
  await expect(search).toBeHidden();
  await addFromCatalogue(shell, assets, 'toyota camry', 'Toyota Camry', camryPrice);
  await addFromCatalogue(shell, assets, 'honda civic', 'Honda Civic', civicPrice);
  await expectFigures(shell, assets, existing);

  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await shell.reload();
  await expectFigures(shell, assets, existing);
  const total = existing.unitPrice + camryPrice + civicPrice;
  const residual = residualOf(camryPrice) + residualOf(civicPrice);
  const summary = shell.getByRole('table', { name: 'Contract summary' });
  await expect(summary.getByRole('row', { name: /Financed amount excl. tax/ })).toContainText(euros(total));
  await expect(summary.getByRole('row', { name: /Residual value/ })).toContainText(euros(residual));

  // The API holds the same figures, and each catalogue asset keeps where it comes from.
  const stored = (await callApi(shell, 'GET', `/api/financing/contracts/${registration}`)).body as {
    financedAmountExclTax: number;
    residualValue: number;
    assets: { assetRegistration: string; priceExclTax: number; priceInclTax: number }[];
  };
  expect(stored.financedAmountExclTax).toBe(total);
  expect(stored.residualValue).toBe(residual);
  expect(stored.assets.map((line) => line.priceExclTax)).toEqual([
    existing.unitPrice,
    camryPrice,
    civicPrice,
  ]);
  expect(stored.assets[0]?.priceInclTax).toBe(cents(existing.unitPrice * 1.2));
  const camry = await callApi(shell, 'GET', `/api/asset/assets/${stored.assets[1]?.assetRegistration}`);
  expect(camry.body).toMatchObject({
    manufacturer: 'Toyota',
    model: 'Camry',
    unitPrice: camryPrice,
    paramsCatalog: { catalogName: 'LECTURA', source: 'builtin', categoryId: 'passenger-cars' },
  });

  // From a model's page, a fourth line goes to the same contract, its residual value with it.
  await openInBritishEnglish(shell, '/catalog/lectura');
  await shell.getByRole('textbox', { name: 'Search models' }).fill('toyota camry');
  await shell
    .getByRole('table', { name: 'Models found' })
    .getByRole('link', { name: 'Camry', exact: true })
    .first()
    .click();
  await shell.getByRole('button', { name: 'Add to a contract' }).click();
  const adding = shell.getByRole('dialog', { name: 'Add to a contract' });
  await adding.getByRole('combobox', { name: 'Contract' }).fill(registration);
  await shell.getByRole('option', { name: `Two company cars and a van (${registration})` }).click();
  await adding.getByRole('textbox', { name: 'New price' }).fill(String(camryPrice));
  await expect(adding.getByRole('status').filter({ hasText: 'Residual value' })).toContainText(
    euros(residualOf(camryPrice)),
  );
  await expectNoSeriousViolations(shell);
  await adding.getByRole('button', { name: 'Add to the contract' }).click();
  await expect(shell).toHaveURL(new RegExp(`/contract/${registration}$`));
  await expect(assets.locator('tbody tr')).toHaveCount(4);
  const after = (await callApi(shell, 'GET', `/api/financing/contracts/${registration}`)).body as {
    financedAmountExclTax: number;
    residualValue: number;
  };
  expect(after.financedAmountExclTax).toBe(total + camryPrice);
  expect(after.residualValue).toBe(residual + residualOf(camryPrice));
});
