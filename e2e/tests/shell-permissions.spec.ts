import { expectNoSeriousViolations } from './accessibility.ts';
import { signInWithProfile } from './profile-sign-in.ts';
import { expect, test } from './shell-fixtures.ts';

test('a user who may read contracts only is told what the persons need, sees no Add, and no Persons in the menu', async ({
  shell,
  browser,
}) => {
  const signedIn = await signInWithProfile(shell, browser, 'CONTRACT_READER', [
    'read /api/financing/contracts',
  ]);
  const reader = signedIn.page;

  await reader.goto('/persons');
  await expect(reader.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await expect(reader.getByText("Permission 'read /api/person/persons' is required")).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(reader);

  await reader.goto('/contracts');
  await expect(reader.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await expect(reader.getByRole('columnheader').first()).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  const menu = reader.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Contracts', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Persons', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Crons', exact: true })).toHaveCount(0);

  // Tool screens say what they need too: a permission, or the admin flag.
  await reader.goto('/crons');
  await expect(reader.getByRole('heading', { level: 1, name: 'Crons' })).toBeVisible();
  await expect(reader.getByText("Permission 'read batches' is required")).toBeVisible();
  await reader.goto('/scripts');
  await expect(reader.getByText("Permission 'isAdmin' is required")).toBeVisible();
  await expectNoSeriousViolations(reader);
  await signedIn.close();
});

test("a profile's screens are the only ones its users see in the menu and open", async ({
  shell,
  browser,
}) => {
  const signedIn = await signInWithProfile(
    shell,
    browser,
    'CONTRACT_SCREENS',
    ['read /api/financing/contracts', 'read /api/person/persons'],
    ['/contracts', '/calendar'],
  );
  const user = signedIn.page;
  await user.goto('/contracts');
  await expect(user.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  const menu = user.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Contracts', exact: true })).toBeVisible();
  await expect(menu.getByText('People', { exact: true })).toHaveCount(0);
  await menu.getByText('Tools', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Calendar', exact: true })).toBeVisible();
  // Persons may be read, but the profile's screens leave them out: the list takes them home.
  await expect(menu.getByRole('link', { name: 'Persons', exact: true })).toHaveCount(0);
  await user.goto('/persons');
  await expect(user).not.toHaveURL(/\/persons$/);
  await expectNoSeriousViolations(user);
  await signedIn.close();
});
