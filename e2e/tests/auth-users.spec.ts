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

  // Exactly: the diagram's buttons name persons, and a name may hold the word (Haddad).
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('Username').fill('admin@demo');
  await dialog.getByLabel('Last name').click();
  await expect(dialog.getByText('Username already exists')).toBeVisible();
  await expectNoSeriousViolations(page);

  const username = `clerk${Date.now()}@demo`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Last name').click();
  await expect(dialog.getByText('Username already exists')).toHaveCount(0);
  await dialog.getByLabel('Last name').fill('Clerk');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();
});
