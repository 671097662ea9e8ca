import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
});
test.afterAll(() => page.context().close());

test('signs in through the printed link and lists the demo persons', async () => {
  const link = process.env.LESSOR_SIGN_IN_LINK;
  expect(link, 'the server printed a sign-in link').toBeTruthy();
  await page.goto(link ?? '');

  await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Persons' }),
  ).toBeVisible();
  await expect(page.getByText('admin@demo')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Persons' }).getByRole('row');
  await expect(rows).toHaveCount(21);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Rows 21–40')).toBeVisible();
});

test('opens a person from the list', async () => {
  const firstRegistration = page.getByRole('table', { name: 'Persons' }).getByRole('link').first();
  const registration = (await firstRegistration.textContent()) ?? '';
  await firstRegistration.click();

  await expect(page).toHaveURL(new RegExp(`/person/${registration}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(registration);
  await expect(page.getByRole('region', { name: 'Identity' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Bank accounts' })
      .getByText(/ [A-Z]{2}\d{2} /)
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('refuses a new person without its mandatory field, then creates it', async () => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Persons' }).click();
  // The list, not the page left behind (whose cards have Add links too), and its own Add exactly:
  // a person's name may hold the word (Haddad).
  await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/person$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Individual' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Email').fill('ada.lovelace@example.com');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Last name is mandatory')).toBeVisible();
  await expect(page).toHaveURL(/\/person$/);
  await expect(page.getByLabel('Last name')).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.getByLabel('Last name').fill('Lovelace');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/person\/PER\d{8}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace (PER');
  const registration = page.url().split('/').pop() ?? '';

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ada Lovelace (${registration})`);
  await expect(page.getByLabel('Email')).toHaveValue('ada.lovelace@example.com');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Persons' }).click();
  const search = page.getByRole('combobox', { name: 'Search persons' });
  await search.fill('Lovelace');
  await search.press('Enter');
  await expect(page).toHaveURL(/filter=Lovelace/);
  await expect(
    page.getByRole('table', { name: 'Persons' }).getByRole('link', { name: registration }),
  ).toBeVisible();
});
