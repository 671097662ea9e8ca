import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** en-EU dates read DD/MM/YYYY. */
const time = (text: string) => {
  const [day, month, year] = text.split('/');
  return Date.UTC(Number(year), Number(month) - 1, Number(day));
};

/**
 * Whether the page's start dates follow the order; the demo's insertion order follows none.
 * Contracts without a start date (made by other tests) gather at one end and are left out.
 */
async function isOrdered(page: Page, inOrder: (a: number, b: number) => boolean): Promise<boolean> {
  const dates = (await columnTexts(page, 'Contracts', 'Start date')).filter(Boolean).map(time);
  return (
    dates.length >= 10 && dates.every((date, index) => index === 0 || inOrder(dates[index - 1] ?? 0, date))
  );
}

async function columnTexts(page: Page, table: string, header: string): Promise<string[]> {
  const headers = await page.getByRole('table', { name: table }).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.startsWith(header)) + 1;
  return page
    .getByRole('table', { name: table })
    .locator(`tbody tr td:nth-child(${index})`)
    .allTextContents();
}

test('sorts by a column: ascending, descending, then unsorted', async ({ shell }) => {
  await shell.goto('/contracts');
  const header = shell.getByRole('columnheader', { name: 'Start date' });
  await header.getByRole('button').click();
  await expect(shell).toHaveURL(/[?&]sort=startDate(&|$)/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => isOrdered(shell, (a, b) => a <= b)).toBe(true);

  await header.getByRole('button').click();
  await expect(shell).toHaveURL(/[?&]sort=-startDate/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => isOrdered(shell, (a, b) => a >= b)).toBe(true);

  await header.getByRole('button').click();
  await expect(shell).not.toHaveURL(/sort=/);
  await expect(header).toHaveAttribute('aria-sort', 'none');
});

test('pages with the page in the address, changes the page size, loads more rows, and keeps pinned rows on top', async ({
  shell,
}) => {
  await shell.goto('/assets');
  const table = shell.getByRole('table', { name: 'Assets' });
  await shell.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(shell.getByText('Rows 1–50')).toBeVisible();
  await shell.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(shell).toHaveURL(/[?&]page=2/);
  await expect(shell.getByText('Rows 51–100')).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await table
    .getByRole('checkbox', { name: /^Select AST/ })
    .first()
    .check();
  await expect(shell.getByText('1 selected')).toBeVisible();
  await shell.getByRole('button', { name: 'Load more' }).click();
  await expect(shell.getByText('Rows 51–150')).toBeVisible();

  const second = (await table.locator('tbody tr').nth(1).getByRole('link').first().textContent()) ?? '';
  await table.getByRole('button', { name: `Pin ${second}` }).click();
  await shell.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(shell).toHaveURL(/[?&]page=3/);
  // Changing page clears the selection (business-areas.md §4); the pinned row stays first.
  await expect(shell.getByText('1 selected')).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-pinned', 'true');
  await expect(table.locator('tbody tr').first().getByRole('link').first()).toHaveText(second);
  await table.getByRole('button', { name: `Unpin ${second}` }).click();
  await expect(table.locator('tbody tr[data-pinned]')).toHaveCount(0);
});

test('shows the side view with F9 and hides it with Esc', async ({ shell }) => {
  await shell.goto('/credit-lines');
  const table = shell.getByRole('table', { name: 'Credit lines' });
  await expect(table).toBeVisible();
  await shell.keyboard.press('F9');
  const side = shell.getByRole('complementary', { name: 'Side view' });
  await expect(side).toBeVisible();
  const registration =
    (await table.locator('tbody tr').first().getByRole('link').first().textContent()) ?? '';
  await table.locator('tbody tr').first().locator('td').nth(3).click();
  await expect(side.getByRole('link', { name: `Open ${registration}` })).toBeVisible();
  await expect(side.getByText('Credit limit')).toBeVisible();
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Escape');
  await expect(side).toHaveCount(0);
});

test('keeps the columns a user configured across signing out and in', async ({ shell }) => {
  await shell.goto('/persons');
  await expect(shell.getByRole('table', { name: 'Persons' })).toBeVisible();
  await shell.getByRole('button', { name: 'Table configuration' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Table configuration' });
  await dialog.getByRole('checkbox', { name: 'Type' }).uncheck();
  await dialog.getByRole('button', { name: 'Move Name up' }).click();
  await expectNoSeriousViolations(shell);
  const saved = shell.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/preferences'),
  );
  await dialog.getByRole('checkbox', { name: 'Status' }).press('Control+s');
  expect((await saved).postDataJSON()).toMatchObject({
    type: 'TABLE_CONFIGURATION',
    groupId: '/persons',
    value: { columns: ['name', 'registration', 'address', 'status'] },
  });
  await expect(dialog).toHaveCount(0);
  const headers = () => shell.getByRole('table', { name: 'Persons' }).locator('thead th').allTextContents();
  await expect.poll(headers).toEqual(['', 'Name', 'Registration number', 'Address', 'Status', 'Row tools']);

  const session = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  // Signing out would end the session shared by these tests on the server: keep it alive there.
  await shell.route('**/api/core/auth/logout', (route) => route.fulfill({ status: 204 }));
  await shell.getByRole('button', { name: 'Sign out' }).click();
  await expect(shell).toHaveURL(/\/authentication\/login-page/);
  await shell.evaluate((token) => token && localStorage.setItem('lessor.session', token), session);
  await shell.goto('/persons');
  await expect.poll(headers).toEqual(['', 'Name', 'Registration number', 'Address', 'Status', 'Row tools']);

  await shell.getByRole('button', { name: 'Table configuration' }).click();
  await shell
    .getByRole('dialog', { name: 'Table configuration' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect
    .poll(headers)
    .toEqual(['', 'Registration number', 'Name', 'Type', 'Address', 'Status', 'Row tools']);
});

test('shows the key figures of the query, lists a status from them, and offers the last page', async ({
  shell,
}) => {
  await shell.goto('/credit-lines');
  const figures = shell.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Records')).toBeVisible();
  await expect(figures.getByText('Credit limit')).toBeVisible();
  const suspended = figures.getByRole('button', { name: /^Suspended: \d+, list them$/ });
  const count = Number((await suspended.getAttribute('aria-label'))?.match(/: (\d+),/)?.[1]);
  await suspended.click();
  await expect(shell).toHaveURL(/[?&]status=SUSPENDED/);
  await expect(figures.getByRole('button')).toHaveCount(1);
  await expect(figures.getByText(String(count), { exact: true })).toBeVisible();

  // The demo holds 400 credit lines: 20 pages of 20, the last one offered beyond the ten buttons.
  await shell.goto('/credit-lines');
  await shell.getByRole('button', { name: 'Last page' }).click();
  await expect(shell).toHaveURL(/[?&]page=20/);
  await expect(shell.getByText('Rows 381–400')).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expectNoSeriousViolations(shell);
});
