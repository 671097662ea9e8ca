import { formatAmount } from '@lessor/domain/formats';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en-GB' });

test('a clerk finds a model in the vehicle catalogue, reads its residual values and creates an asset from it', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  await openInBritishEnglish(shell, '/catalog/lectura');
  await expect(shell.getByRole('heading', { name: 'Catalog LECTURA', level: 1 })).toBeVisible();

  // The search finds models from three characters on.
  const search = shell.getByRole('textbox', { name: 'Search models' });
  await search.fill('toyota camry');
  const found = shell.getByRole('table', { name: 'Models found' });
  await expect(found.getByRole('link', { name: 'Camry', exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(shell);
  await search.fill('');

  // Browsing by keyboard: a category, a manufacturer found by the filter, one of its models.
  const categories = shell.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: 'Passenger cars' }).focus();
  await shell.keyboard.press('Enter');
  await expect(categories.getByRole('link', { name: 'Passenger cars' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await shell.getByRole('textbox', { name: 'Filter manufacturers' }).fill('toyota');
  const makers = shell.getByRole('navigation', { name: 'Manufacturers' });
  await makers.getByRole('link', { name: 'Toyota', exact: true }).focus();
  await shell.keyboard.press('Enter');
  const models = shell.getByRole('table', { name: 'Models' });
  await expect(shell.getByRole('heading', { name: 'Models of Toyota' })).toBeVisible();
  await expectNoSeriousViolations(shell);
  await models.getByRole('link', { name: 'Camry', exact: true }).focus();
  await shell.keyboard.press('Enter');

  // The model's page: its data and its value curve for a price typed in.
  await expect(shell.getByRole('heading', { name: 'Toyota Camry', level: 1 })).toBeVisible();
  const facts = shell.getByRole('table', { name: 'Model data' });
  await expect(facts.getByRole('row', { name: 'Category Passenger cars' })).toBeVisible();
  await expect(facts.getByRole('row', { name: 'Body class Sedan/Saloon' })).toBeVisible();
  await shell.getByRole('textbox', { name: 'New price' }).fill('30000');
  const values = shell.getByRole('table', { name: 'Residual values' });
  // The passenger cars' profile: 20 % in the first year, then 15 % a year.
  await expect(values.getByRole('row', { name: `12 80% ${euros(24_000)}` })).toBeVisible();
  await expect(values.getByRole('row', { name: `24 68% ${euros(20_400)}` })).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.getByRole('button', { name: 'Create asset' }).click();
  await expect(shell).toHaveURL(/\/asset\/AST\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await expect(shell.getByRole('textbox', { name: 'Manufacturer', exact: true }).first()).toHaveValue(
    'Toyota',
  );
  await expect(shell.getByRole('textbox', { name: 'Model', exact: true }).first()).toHaveValue('Camry');
  const asset = await callApi(shell, 'GET', `/api/asset/assets/${registration}`);
  expect(asset.body).toMatchObject({
    name: 'Toyota Camry',
    manufacturer: 'Toyota',
    model: 'Camry',
    category: 'Passenger cars',
    unitPrice: 30_000,
    paramsCatalog: { catalogName: 'LECTURA', source: 'builtin', categoryId: 'passenger-cars' },
  });
});
