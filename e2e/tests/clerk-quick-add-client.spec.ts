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

test("an asset line's supplier, not yet a person, is added through the quick add from the supplier search", async ({
  shell,
}) => {
  test.setTimeout(120_000);
  const name = `Quick supplier ${Date.now()}`;
  await openInBritishEnglish(shell, '/contract');
  const assets = shell.getByRole('table', { name: 'Assets' });
  await assets.getByRole('button', { name: 'Edit line 1' }).click();
  const line = shell.getByRole('dialog', { name: 'Edit asset line 1' });
  await line.getByRole('button', { name: 'Search a supplier' }).click();
  const search = shell.getByRole('dialog', { name: 'Search a supplier' });
  await search.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = shell.getByRole('dialog', { name: 'Add' });
  // A supplier is a company: the name is asked, no username.
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(line.getByRole('link', { name: new RegExp(`^${name} \\(PER\\d{8}\\)$`) })).toBeVisible();
  const registration = /\((PER\d{8})\)/.exec(
    (await line.getByRole('link', { name: new RegExp(name) }).textContent()) ?? '',
  )?.[1];
  const person = (await callApi(shell, 'GET', `/api/person/persons/${registration}`)).body as Record<
    string,
    unknown
  >;
  expect(person).toMatchObject({ type: 'C', name, roles: [{ role: 'SUPPLIER' }] });
});

test('a professional quick-added is asked its registration number, and See more opens on its missing contact', async ({
  shell,
}) => {
  await openInBritishEnglish(shell, '/contract');
  await shell.getByRole('combobox', { name: 'Client', exact: true }).fill('Pro');
  await shell.getByRole('option', { name: 'Add…' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Add' });
  await expect(dialog.getByRole('textbox', { name: 'Registration number' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Professional' }).click();
  await dialog.getByLabel('Last name').fill(`Professional${Date.now()}`);
  const registration = dialog.getByRole('textbox', { name: 'Registration number' });
  await expect(registration).toBeVisible();
  await registration.fill('732829320');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'See less' })).toBeVisible();
  await expect(dialog.getByText('Contacts is mandatory')).toBeVisible();
  await expectNoSeriousViolations(shell);
});
