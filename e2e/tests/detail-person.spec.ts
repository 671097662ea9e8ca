import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

test('refuses a new person without its mandatory field, shows the field, then creates the person', async ({
  shell,
}) => {
  await shell.goto('/person');
  await expect(shell.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible();
  await shell.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Individual' }).click();
  await shell.getByLabel('First name').fill('Ada');
  await shell.getByLabel('Email').fill('ada.lovelace@');
  await expect(shell.getByText('Email format should be "name@example.com"')).toBeVisible();
  await shell.getByLabel('Email').fill('ada.lovelace@example.com');
  await shell.getByRole('button', { name: 'Save' }).click();

  await expect(shell.getByText('Last name is mandatory')).toBeVisible();
  await expect(shell).toHaveURL(/\/person$/);
  await expect(shell.getByLabel('Last name')).toBeFocused();
  await expect(shell.locator('[data-field-path="lastName"][data-highlighted]')).toBeVisible();
  await expect(shell.locator('[data-field-path="lastName"][data-highlighted]')).toHaveCount(0, {
    timeout: 4000,
  });
  await expectNoSeriousViolations(shell);

  await shell.getByLabel('Last name').fill('Lovelace');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);
  await expect(shell.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace (PER');
  const registration = shell.url().split('/').pop() ?? '';

  await shell.reload();
  await expect(shell.getByRole('heading', { level: 1 })).toHaveText(`Ada Lovelace (${registration})`);
  await expect(shell.getByLabel('Email')).toHaveValue('ada.lovelace@example.com');
});
