import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';

test('lists the users with the admin columns a main admin may see, and adds a user with a unique username', async ({
  page,
}) => {
  await page.goto('/authentication/login-page?redirect=%2Fusers');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByPlaceholder('Enter any login').fill('admin@demo');
  await page.getByPlaceholder('and password').fill('demo');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  const table = page.getByRole('table', { name: 'Users' });
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Is admin' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Is super admin' })).toHaveCount(0);
  // The demo's administrator is its tenant's main admin, who may see who can impersonate.
  await expect(table.getByRole('columnheader', { name: 'Can impersonate' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'admin@demo', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Add leads to the new user's page; the username is checked as it is left.
  await page.getByRole('main').getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await page.getByLabel('Username').fill('admin@demo');
  await page.getByLabel('Last name').click();
  await expect(page.getByText('Username already exists')).toBeVisible();
  await expectNoSeriousViolations(page);

  const username = `clerk${Date.now()}@demo`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Last name').click();
  await expect(page.getByText('Username already exists')).toHaveCount(0);
  await page.getByLabel('Last name').fill('Clerk');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
  await page.goto('/users');
  await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();
});
