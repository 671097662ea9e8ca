import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('searches invoices by free text, with names suggested after three characters', async ({ shell }) => {
  await shell.goto('/invoices');
  const table = shell.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const names = table.locator('tbody tr td:nth-child(4)');
  // An instalment of the demo, `CTR00000012 instalment 3/36`, whatever other tests of this server
  // added on top of the list.
  const name = (await names.allTextContents()).find((shown) => /^CTR\d{8} instalment \d+\/\d+$/.test(shown));
  if (name === undefined) throw new Error('no instalment of the demo on the first page of invoices');
  const search = shell.getByRole('combobox', { name: 'Search invoices' });

  const suggestions = shell.getByRole('listbox').getByRole('option');
  await search.fill(name.slice(0, 2));
  await shell.waitForTimeout(500);
  await expect(suggestions).toHaveCount(0);
  await search.fill(name);
  await expect(suggestions.filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
  await search.press('Escape');
  await search.press('Enter');
  await expect(shell).toHaveURL((url) => url.searchParams.get('filter') === name);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => (await names.allTextContents()).every((shown) => shown.includes(name)))
    .toBe(true);
  expect(await names.count()).toBeGreaterThan(0);
  await expectNoSeriousViolations(shell);
});

test('excludes a status with Ctrl-click, and warns when a range is reversed', async ({ shell }) => {
  await shell.goto('/invoices');
  await expect(shell.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await shell.keyboard.press('Alt+q');
  const panel = shell.getByRole('region', { name: 'Advanced search' });
  await expect(panel).toBeVisible();

  await panel.getByRole('textbox', { name: 'Status' }).click();
  await shell.getByRole('option', { name: 'Cancelled' }).click({ modifiers: ['Control'] });
  await expect(panel.getByText('not Cancelled')).toBeVisible();
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(shell).toHaveURL(/[?&]status=-CANCELLED/);
  const statuses = shell.getByRole('table', { name: 'Invoices' }).locator('tbody tr td:nth-child(3)');
  await expect.poll(async () => (await statuses.allTextContents()).includes('Cancelled')).toBe(false);
  await expect(statuses).toHaveCount(20);

  await panel.getByLabel('Min Amount excl. tax').fill('5000');
  await panel.getByLabel('Max Amount excl. tax').fill('100');
  const before = shell.url();
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByText('Min Amount excl. tax must be less than Max Amount excl. tax')).toBeVisible();
  await expect(
    panel.getByText('Max Amount excl. tax must be greater than Min Amount excl. tax'),
  ).toBeVisible();
  expect(shell.url()).toBe(before);
  await expectNoSeriousViolations(shell);
});

test('runs the advanced search from the keyboard alone', async ({ shell }) => {
  await shell.goto('/contracts');
  await expect(shell.getByRole('table', { name: 'Contracts' })).toBeVisible();
  await shell.getByRole('combobox', { name: 'Search contracts' }).focus();
  await shell.keyboard.press('Alt+q');
  const panel = shell.getByRole('region', { name: 'Advanced search' });
  const minimum = panel.getByLabel('Min Financed amount excl. tax');
  await expect(minimum).toBeVisible();
  // Tab through the form to the amount, as someone without a mouse does.
  for (
    let step = 0;
    step < 40 && !(await minimum.evaluate((input) => input === document.activeElement));
    step++
  )
    await shell.keyboard.press('Tab');
  await expect(minimum).toBeFocused();
  await shell.keyboard.type('150000');
  await shell.keyboard.press('Alt+s');
  await expect(shell).toHaveURL(/[?&]minFinancedAmountExclTax=150000/);
  const amounts = shell
    .getByRole('table', { name: 'Contracts' })
    .locator('tbody td')
    .filter({ hasText: '€' });
  await expect
    .poll(async () =>
      (await amounts.allTextContents()).every((amount) => Number(amount.replace(/[^\d.]/g, '')) >= 150000),
    )
    .toBe(true);
  expect(await amounts.count()).toBeGreaterThan(0);
});

test('saves a search under a name, finds it again after a reload, and refuses an empty or identical one', async ({
  shell,
}) => {
  await shell.goto('/credit-lines');
  await expect(shell.getByRole('table', { name: 'Credit lines' })).toBeVisible();
  await shell.getByRole('button', { name: 'Filters' }).click();
  const panel = shell.getByRole('region', { name: 'Advanced search' });

  await panel.getByRole('button', { name: 'Save search' }).click();
  await expect(shell.getByText('Nothing to save: the search is empty')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Status' }).click();
  await shell.getByRole('listbox').getByRole('option', { name: 'Suspended' }).click();
  await panel.getByLabel('Name of the search').fill('Suspended lines');
  await panel.getByLabel('Name of the search').press('Control+s');
  await expect(shell.getByText('Search saved')).toBeVisible();
  await panel.getByRole('button', { name: 'Save search' }).click();
  await expect(shell.getByText('This search is already saved')).toBeVisible();

  await shell.reload();
  await shell.getByRole('button', { name: 'Filters' }).click();
  await shell
    .getByRole('navigation', { name: 'Saved searches' })
    .getByRole('button', { name: 'Suspended lines', exact: true })
    .click();
  await expect(shell).toHaveURL(/[?&]status=SUSPENDED/);
  const statuses = shell.getByRole('table', { name: 'Credit lines' }).locator('tbody tr td:nth-child(3)');
  await expect.poll(async () => new Set(await statuses.allTextContents())).toEqual(new Set(['Suspended']));

  await shell.getByRole('button', { name: 'Delete the saved search Suspended lines' }).click();
  await expect(shell.getByRole('navigation', { name: 'Saved searches' })).toHaveCount(0);
});

test('chooses a contract client in the entity search modal, which offers clients only', async ({ shell }) => {
  await shell.goto('/contracts');
  await shell.getByRole('button', { name: 'Filters' }).click();
  const asked = shell.waitForRequest((request) => request.url().includes('roles.role=CLIENT'));
  const panel = shell.getByRole('region', { name: 'Advanced search' });
  await panel.getByRole('combobox', { name: 'Client' }).click();
  await shell.getByRole('option', { name: 'Search more…' }).click();
  const modal = shell.getByRole('dialog', { name: 'Client' });
  await asked;
  const results = modal.getByRole('table', { name: 'Results' });
  await expect(results.locator('tbody tr')).toHaveCount(10);
  await expectNoSeriousViolations(shell);

  await modal.getByLabel('Filter').fill('zzz-nobody');
  await modal.getByLabel('Filter').press('Enter');
  await expect(results.getByText('No data')).toBeVisible();
  await modal.getByLabel('Filter').fill('');
  await modal.getByLabel('Filter').press('Enter');
  await expect(results.locator('tbody tr')).toHaveCount(10);
  const first = (await results.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '';
  await modal.getByRole('button', { name: `Choose ${first}` }).click();
  await expect(modal).toHaveCount(0);

  await expect(panel.getByRole('combobox', { name: 'Client' })).toHaveValue(new RegExp(`\\(${first}\\)$`));
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(shell).toHaveURL(new RegExp(`[?&]clientRegistration=%2F${first}%2F`));
});

test('says when the free text matched fields the list does not show', async ({ shell }) => {
  await shell.goto('/persons?filter=gmail');
  await expect(shell.getByText('The search has found results on fields not displayed')).toBeVisible();
  await shell.goto('/persons?filter=PER00000001');
  await expect(shell.getByRole('table', { name: 'Persons' }).locator('tbody tr')).toHaveCount(1);
  await expect(shell.getByText('The search has found results on fields not displayed')).toHaveCount(0);
});

test('searches invoices by payer, chosen among persons who are no sales', async ({ shell }) => {
  await shell.goto('/invoices');
  // The payer of the first invoice listed, sought in the search dialog.
  const payerLinks = shell.getByRole('table', { name: 'Invoices' }).locator('tbody tr td:nth-child(6) a');
  const payer = ((await payerLinks.first().getAttribute('href')) ?? '').replace('/person/', '');
  expect(payer).not.toBe('');
  await shell.getByRole('button', { name: 'Filters' }).click();
  const asked = shell.waitForRequest((request) => request.url().includes('roles.role='));
  const panel = shell.getByRole('region', { name: 'Advanced search' });
  await panel.getByRole('combobox', { name: 'Payer' }).click();
  await shell.getByRole('option', { name: 'Search more…' }).click();
  const roles = new URL((await asked).url()).searchParams.get('roles.role') ?? '';
  // Any person but a sales one may pay (business-areas.md §5).
  expect(roles.split(',')).toEqual(['-SALES']);
  const modal = shell.getByRole('dialog', { name: 'Payer' });
  await modal.getByLabel('Filter').fill(payer);
  await modal.getByLabel('Filter').press('Enter');
  await modal.getByRole('button', { name: `Choose ${payer}` }).click();

  await expect(panel.getByRole('combobox', { name: 'Payer' })).toHaveValue(new RegExp(`\\(${payer}\\)$`));
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(shell).toHaveURL(new RegExp(`[?&]payerRegistration=${payer}`));
  await expect
    .poll(
      async () =>
        new Set(await payerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    )
    .toEqual(new Set([`/person/${payer}`]));
});
