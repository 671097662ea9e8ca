import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a person's username is checked on leaving it, fills the e-mail, and its user is created with the person", async ({
  shell,
}) => {
  const stamp = Date.now();
  const lastName = `Username${stamp}`;
  const username = `page.${stamp}@example.com`;
  await openInBritishEnglish(shell, '/person');
  await shell.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Individual' }).click();
  await shell.getByLabel('Last name').fill(lastName);

  // A username already taken is refused on leaving the field, and holds the save.
  const usernameBox = shell.getByRole('textbox', { name: 'Username' });
  await expect(usernameBox).toHaveAttribute('placeholder', 'email, or xxx@demo');
  await usernameBox.fill('admin@demo');
  await usernameBox.blur();
  await expect(shell.getByText('Username already exists')).toBeVisible();
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/person$/);

  // A free one that is an e-mail fills the empty e-mail.
  await usernameBox.fill(username);
  await usernameBox.blur();
  await expect(shell.getByText('Username already exists')).toBeHidden();
  await expect(shell.getByLabel('Email')).toHaveValue(username);
  await shell.keyboard.press('Control+s');
  await expect(shell.getByText('User created')).toBeVisible();
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);
  const registration = new URL(shell.url()).pathname.split('/').pop() ?? '';
  await expect(shell.getByRole('heading', { name: `${lastName} (${registration})` })).toBeVisible();

  const user = (await callApi(shell, 'GET', `/api/core/users/${encodeURIComponent(username)}`))
    .body as Record<string, unknown>;
  expect(user).toMatchObject({ username, personRegistration: registration, profiles: ['CLIENT'] });
  const person = (await callApi(shell, 'GET', `/api/person/persons/${registration}`)).body as Record<
    string,
    unknown
  >;
  expect(person).toMatchObject({ lastName, username, email: username });

  // Saved again without a new username, no second user is asked for.
  const userWrites: string[] = [];
  shell.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/core/users'))
      userWrites.push(request.url());
  });
  await shell.getByLabel('First name').fill('Ada');
  await shell.keyboard.press('Control+s');
  await expect
    .poll(async () => (await callApi(shell, 'GET', `/api/person/persons/${registration}`)).body)
    .toMatchObject({
      firstName: 'Ada',
    });
  expect(userWrites).toEqual([]);
});

test('a company has no username: its people sign in', async ({ shell }) => {
  await openInBritishEnglish(shell, '/person');
  await expect(shell.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await expect(shell.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
});
