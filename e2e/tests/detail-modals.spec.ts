import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const firstIban = 'FR7630006000011234567890189';
const secondIban = 'DE89370400440532013000';
const thirdIban = 'GB82WEST12345698765432';

test('bank accounts: the first stays, another is made first, an IBAN names a new account, errors keep the dialog open', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: 'Bank Co',
    bankAccounts: [
      { name: 'Main', bankIban: firstIban },
      { name: 'Savings', bankIban: secondIban },
    ],
  });
  await shell.goto(`/person/${person.registration}`);
  const card = shell.getByRole('region', { name: 'Bank accounts' });
  await card.getByRole('button', { name: 'Edit Bank accounts' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Bank accounts' });
  await expect(
    dialog.getByRole('group', { name: 'Bank accounts 1' }).getByRole('button', { name: 'Delete' }),
  ).toHaveCount(0);
  await dialog
    .getByRole('group', { name: 'Bank accounts 2' })
    .getByRole('button', { name: 'Make it first/default' })
    .click();
  await expect(dialog.getByRole('group', { name: 'Bank accounts 1' }).getByLabel('Account name')).toHaveValue(
    'Savings',
  );

  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const added = dialog.getByRole('group', { name: 'Bank accounts 3' });
  await added.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 180');
  await expect(added.getByLabel('Account name')).toHaveValue('Bank Co');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(added.getByText('IBAN is invalid')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(shell);
  await added.getByLabel('IBAN').fill(thirdIban);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Savings DE89 3704 0044 0532 0130 00')).toBeVisible();

  await card.getByRole('button', { name: 'Edit Bank accounts' }).click();
  await dialog.getByRole('group', { name: 'Bank accounts 1' }).getByLabel('Account name').fill('Changed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Savings DE89')).toBeVisible();
  await expect(card.getByText('Changed')).toHaveCount(0);

  await shell.keyboard.press('Control+s');
  await expect(shell.getByText(`Person ${person.registration} saved`)).toBeVisible();
  await shell.reload();
  await expect(
    shell.getByRole('region', { name: 'Bank accounts' }).getByText('Bank Co GB82 WEST'),
  ).toBeVisible();
});

test('contacts: closing an add discards it, Save keeps it, a default contact unsets the others', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: 'Contact Co',
    contacts: [{ firstName: 'Ada', lastName: 'Lovelace', position: 'CEO', isDefault: true }],
  });
  await shell.goto(`/person/${person.registration}`);
  const card = shell.getByRole('region', { name: 'Contacts' });
  await card.getByRole('button', { name: 'Add contact' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Contact' });
  await dialog.getByLabel('First name').fill('Nobody');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Nobody')).toHaveCount(0);

  await card.getByRole('button', { name: 'Add contact' }).click();
  await dialog.getByLabel('First name').fill('Alan');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Position is mandatory')).toBeVisible();
  await dialog.getByLabel('Position').fill('CTO');
  await dialog.getByLabel('Default contact').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Alan' })).toBeVisible();
  await expect(card.getByText('Default')).toHaveCount(1);

  await card.getByRole('button', { name: 'Ada Lovelace' }).click();
  await dialog.getByLabel('Position').fill('Chair');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('CEO')).toBeVisible();
  await expectNoSeriousViolations(shell);
});

test('addresses: each needs its type, Close restores, Save keeps; registrations are checked by their type in their dialog', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: 'Address Co',
    addresses: [{ type: 'MAIN', address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris' }],
  });
  await shell.goto(`/person/${person.registration}`);
  const card = shell.getByRole('region', { name: 'Addresses' });
  await expect(card.getByText('1 rue de la Paix, 75002 Paris')).toBeVisible();
  await card.getByRole('button', { name: 'Edit Addresses' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Addresses' });
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await dialog.getByRole('group', { name: 'Address 2' }).getByLabel('City').fill('Lyon');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Type is mandatory')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(card.getByText('Lyon')).toHaveCount(0);

  await card.getByRole('button', { name: 'Edit Addresses' }).click();
  await dialog.getByRole('button', { name: 'Add address' }).click();
  const second = dialog.getByRole('group', { name: 'Address 2' });
  await second.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Billing' }).click();
  await second.getByLabel('City').fill('Lyon');
  await second.getByRole('button', { name: 'Make it first/default' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Lyon').first()).toBeVisible();
  await expectNoSeriousViolations(shell);

  const registrations = shell.getByRole('region', { name: 'Registrations' });
  await registrations.getByRole('button', { name: 'Edit Registrations' }).click();
  const registrationsDialog = shell.getByRole('dialog', { name: 'Registrations' });
  await registrationsDialog.getByRole('button', { name: 'Add' }).click();
  const registrationType = registrationsDialog.getByLabel('Type');
  const registrationNumber = registrationsDialog.getByRole('textbox', { name: 'Registration', exact: true });
  // Each number is checked by its type, again as the type changes.
  await registrationType.fill('NIF');
  await registrationNumber.fill('12345678A');
  await registrationNumber.blur();
  await expect(registrationsDialog.getByText('Spanish ID is invalid')).toBeVisible();
  await registrationType.fill('EVA');
  await expect(registrationsDialog.getByText('Must start with two letters')).toBeVisible();
  await registrationsDialog.getByRole('button', { name: 'Save' }).click();
  await expect(registrationsDialog).toBeVisible();
  await registrationType.fill('SIR');
  await registrationNumber.fill('552100555');
  await expect(registrationsDialog.getByText('Invalid format')).toBeVisible();
  await registrationNumber.fill('552100554');
  await expect(registrationsDialog.getByText('Invalid format')).toHaveCount(0);
  await registrationsDialog.getByRole('button', { name: 'Save' }).click();
  await expect(registrations.getByText('SIR 552100554')).toBeVisible();
});

test('the model viewer shows the record as JSON or field by field', async ({ shell }) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Model Co' });
  await shell.goto(`/person/${person.registration}`);
  await shell.getByRole('switch', { name: 'Debug mode OFF' }).check();
  await shell.getByRole('button', { name: 'Model', exact: true }).click();
  const dialog = shell.getByRole('dialog', { name: 'Model' });
  await expect(dialog.getByText('"name": "Model Co"')).toBeVisible();
  await dialog.getByText('Formatted').click();
  await dialog.getByRole('tab', { name: 'name', exact: true }).click();
  await expect(dialog.getByRole('tabpanel')).toHaveText('Model Co');
  const popup = shell.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Page/Layout' }).click();
  expect((await popup).url()).toContain(
    '/scripts?name=person-layout&filter=person-layout&all=1&entityName=Person',
  );
});

test("the tenant's settings: uniqueAddressPerType limits addresses, bypassIbanCheck lets any IBAN through", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const documentPath = '/api/core/configuration-documents/user-configuration';
  const before = await callApi(shell, 'GET', documentPath);
  const previous =
    before.status === 200 ? ((before.body as { value?: Record<string, unknown> }).value ?? {}) : {};
  const options = { ...((previous.options as Record<string, unknown>) ?? {}) };
  expect(
    (
      await callApi(shell, 'PUT', documentPath, {
        value: { ...previous, options: { ...options, uniqueAddressPerType: true, bypassIbanCheck: true } },
      })
    ).status,
  ).toBe(200);
  try {
    const person = await createRecord(shell, '/api/person/persons', {
      type: 'C',
      name: 'Settings Co',
      addresses: ['MAIN', 'BILLING', 'DELIVERY', 'HOME'].map((type) => ({ type, city: type })),
      bankAccounts: [{ name: 'Main', bankIban: firstIban }],
    });
    await shell.goto(`/person/${person.registration}`);
    await shell
      .getByRole('region', { name: 'Addresses' })
      .getByRole('button', { name: 'Edit Addresses' })
      .click();
    const dialog = shell.getByRole('dialog', { name: 'Addresses' });
    await expect(dialog.getByRole('group', { name: 'Address 4' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add address' })).toHaveCount(0);
    await dialog.getByRole('group', { name: 'Address 4' }).getByRole('combobox', { name: 'Type' }).click();
    await shell.getByRole('option', { name: 'Main' }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add address' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await shell
      .getByRole('region', { name: 'Bank accounts' })
      .getByRole('button', { name: 'Edit Bank accounts' })
      .click();
    const accounts = shell.getByRole('dialog', { name: 'Bank accounts' });
    await accounts.getByRole('button', { name: 'Add', exact: true }).click();
    await accounts
      .getByRole('group', { name: 'Bank accounts 2' })
      .getByLabel('IBAN')
      .fill('FR7630006000011234567890180');
    await accounts.getByRole('button', { name: 'Save' }).click();
    await expect(accounts).toBeHidden();
    await expect(shell.getByText('IBAN is invalid')).toHaveCount(0);
  } finally {
    await callApi(shell, 'PUT', documentPath, { value: previous });
  }
});
