import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('while keying a contract, a clerk adds a new individual client with a user through the quick add', async ({
  shell,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const lastName = `Quickadd${stamp}`;
  const username = `quick.${stamp}@example.com`;
  await openInBritishEnglish(shell, '/contract');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Van for a new client');

  // The client picker offers the quick add beside its search.
  const picker = shell.getByRole('combobox', { name: 'Client', exact: true });
  await picker.fill('Qui');
  await shell.getByRole('option', { name: 'Add…' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Add' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Individual' }).click();

  // The username is checked on leaving it: a taken one is refused, an e-mail fills the person's.
  const usernameBox = dialog.getByRole('textbox', { name: 'Username' });
  await expect(usernameBox).toHaveAttribute('placeholder', 'email, or xxx@demo');
  await usernameBox.fill('admin@demo');
  await usernameBox.blur();
  await expect(dialog.getByText('Username already exists')).toBeVisible();
  await usernameBox.fill(username);
  await usernameBox.blur();
  await expect(dialog.getByText('Username already exists')).toBeHidden();
  await expect(dialog.getByLabel('Email')).toHaveValue(username);

  // Saving runs the form's checks first: the last name is mandatory for an individual.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Last name is mandatory')).toBeVisible();
  await dialog.getByLabel('First name').fill('Quinn');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByRole('button', { name: 'See more' }).click();
  await expect(dialog.getByRole('region', { name: 'Birth' })).toBeVisible();
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'See less' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(shell.getByText('User created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(picker).toHaveValue(new RegExp(`^Quinn ${lastName} \\(PER\\d{8}\\)$`));
  const registration = /\((PER\d{8})\)/.exec(await picker.inputValue())?.[1] ?? '';

  // The person is a client, and its user is linked to it with the client profile.
  const person = (await callApi(shell, 'GET', `/api/person/persons/${registration}`)).body as Record<
    string,
    unknown
  >;
  expect(person).toMatchObject({ type: 'I', lastName, email: username, roles: [{ role: 'CLIENT' }] });
  const user = (await callApi(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`))
    .body as Record<string, unknown>;
  expect(user).toMatchObject({ username, personRegistration: registration, profiles: ['CLIENT'] });

  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);
  const contract = new URL(shell.url()).pathname.split('/').pop() ?? '';
  const saved = (await callApi(shell, 'GET', `/api/financing/contracts/${contract}`)).body as Record<
    string,
    unknown
  >;
  expect(saved.clientRegistration).toBe(registration);
});
