import { contractSchedule } from '@lessor/domain/entities';
import { formatAmount } from '@lessor/domain/formats';
import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

/** Three years of monthly rents in advance, taxed at the standard rate, with a down payment and a residual value. */
const lease = {
  name: 'Planned van lease',
  financedAmountExclTax: 36_000,
  downPayment: 4_000,
  residualValue: 6_000,
  duration: 36,
  frequency: 'MONTHLY',
  paymentTiming: 'ADVANCE',
  rate: 0.054,
  taxCode: 'STANDARD',
  startDate: '2025-01-31T00:00:00.000Z',
  currency: 'EUR',
};

const euros = (value: number | undefined) => formatAmount(value, { currency: 'EUR', locale: 'en-GB' });

test("a contract's page shows its payment plan from its terms, with its totals", async ({ shell }) => {
  await shell.goto('/persons');
  const contract = await createRecord(shell, '/api/financing/contracts', lease);
  const schedule = contractSchedule(lease);
  await openInBritishEnglish(shell, `/contract/${contract.registration}`);

  const card = shell.getByRole('region', { name: 'Payment plan' });
  const table = card.getByRole('table', { name: 'Payment plan' });
  await expect(table).toHaveAttribute('aria-rowcount', '38');
  const first = schedule?.rows[0];
  await expect(table.locator('tbody tr[aria-rowindex="2"] td')).toHaveText([
    '1',
    '31/01/2025',
    euros(first?.principal),
    euros(0),
    euros(first?.payment),
    euros(first?.tax),
    euros(first?.total),
    euros(first?.outstanding),
  ]);
  await expect(table.locator('tbody tr')).toHaveCount(36);
  const totals = table.locator('tfoot tr');
  await expect(totals.getByRole('rowheader')).toHaveText('Total');
  await expect(totals.locator('td')).toHaveText([
    euros(26_000),
    euros(schedule?.totals.interest),
    euros(schedule?.totals.payment),
    euros(schedule?.totals.tax),
    euros(schedule?.totals.total),
    '',
  ]);
  // The last instalment leaves the residual value outstanding.
  await expect(table.locator('tbody tr[aria-rowindex="37"] td').last()).toHaveText(euros(6_000));
  await expectNoSeriousViolations(shell);
});

test('a thirty-year plan scrolls in its card, drawing the rows in view, and follows the terms edited', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const long = { ...lease, name: 'Thirty-year lease', financedAmountExclTax: 900_000, duration: 360 };
  const contract = await createRecord(shell, '/api/financing/contracts', long);
  await openInBritishEnglish(shell, `/contract/${contract.registration}`);

  const rows = shell.getByRole('region', { name: 'Instalments' });
  const table = rows.getByRole('table', { name: 'Payment plan' });
  await expect(table).toHaveAttribute('aria-rowcount', '362');
  const drawn = await table.locator('tbody tr[aria-rowindex]').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(60);

  await rows.focus();
  await shell.keyboard.press('End');
  const last = contractSchedule(long)?.rows.at(-1);
  await expect(table.locator('tbody tr[aria-rowindex="361"] td').nth(1)).toHaveText('31/12/2054');
  await expect(table.locator('tbody tr[aria-rowindex="361"] td').last()).toHaveText(euros(last?.outstanding));

  // Twelve months instead of 360: the plan is computed again in the page, before any save.
  const duration = shell.getByLabel('Duration (months)');
  await duration.fill('12');
  await expect(shell.getByRole('table', { name: 'Payment plan' })).toHaveAttribute('aria-rowcount', '14');
});
