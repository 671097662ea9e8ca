import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a contract's loan calculator starts from its terms, gives the plan and seeks an amount", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const contract = await createRecord(shell, '/api/financing/contracts', {
    name: 'Calculated lease',
    financedAmountExclTax: 10_000,
    rate: 0.06,
    duration: 12,
  });
  await shell.goto(`/contract/${contract.registration}`);
  const card = shell.getByRole('region', { name: 'Calculator' });
  await card.getByRole('button', { name: 'Calculator' }).click();
  const calculator = card.getByRole('group', { name: 'Loan calculator' });
  await expect(calculator.getByLabel('Amount')).toHaveValue('10,000.00');
  await expect(calculator.getByRole('status')).toHaveText('Payment: 860.66');
  await expect(calculator.getByRole('table', { name: 'Payment plan' }).getByRole('row')).toHaveCount(13);

  await calculator.getByLabel('Wanted payment').fill('1000');
  await calculator.getByRole('button', { name: 'Goal seek' }).click();
  await expect(calculator.getByRole('status')).toHaveText('Payment: 1,000.00');
  // Any amount whose rounded payment is the one wanted will do.
  await expect(calculator.getByLabel('Amount')).toHaveValue(/^11,618\.9\d$/);
  await expectNoSeriousViolations(shell);
});

test('the addresses card opens a map with a marker per located address', async ({ shell }) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: 'Mapped Co',
    addresses: [
      { type: 'MAIN', city: 'Paris', location: { type: 'POINT', coordinates: [2.331, 48.869] } },
      { type: 'BILLING', city: 'Lyon', location: { type: 'POINT', coordinates: [4.835, 45.764] } },
    ],
  });
  await shell.goto(`/person/${person.registration}`);
  await shell.getByRole('region', { name: 'Addresses' }).getByRole('button', { name: 'Map' }).click();
  const map = shell.getByRole('dialog', { name: 'Map' }).getByRole('region', { name: 'Map' });
  await expect(map).toHaveAttribute('data-markers', '2');
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
});
