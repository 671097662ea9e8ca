import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types a value, leaves the field and expects the message the specification gives, word for word. */
async function expectMessage(page: Page, name: string, typed: string, message: string) {
  await field(page, name).fill(typed);
  await field(page, name).blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test("an individual's fields refuse what the rules refuse, in the specification's words, then save", async ({
  shell,
}) => {
  await openInBritishEnglish(shell, '/person');
  await shell.getByRole('combobox', { name: 'Type' }).click();
  await shell.getByRole('option', { name: 'Individual' }).click();
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell.getByText('Last name is mandatory')).toBeVisible();

  await expectMessage(shell, 'Email', 'ada@', 'Email format should be "name@example.com"');
  await expectMessage(
    shell,
    'Username',
    'ada',
    'Should be a valid email or a valid string ending with @demo',
  );
  await expectMessage(shell, 'Phone', '12', 'Invalid format');
  await expectMessage(shell, 'Birth date', '31/02/2024', 'Invalid date');
  await expectMessage(shell, 'Dependents', 'two', 'Dependents has to be an integer');
  await expectMessage(shell, 'Dependents', '-1', 'Dependents must be ≥ 0');
  await expectMessage(shell, 'Salary', 'abc', 'Salary has to be a number');
  await expectNoSeriousViolations(shell);

  await field(shell, 'First name').fill('Grace');
  await field(shell, 'Last name').fill('Hopper');
  await field(shell, 'Email').fill('grace@example.com');
  await field(shell, 'Username').fill('grace@demo');
  await shell.getByRole('combobox', { name: 'Calling code' }).first().click();
  await shell.getByRole('option', { name: 'United Kingdom +44' }).click();
  await field(shell, 'Phone').fill('20 7946 0958');
  await field(shell, 'Birth date').fill('09/12/1906');
  await field(shell, 'Dependents').fill('2');
  await field(shell, 'Salary').fill('2500.5');
  await field(shell, 'Salary').blur();
  await expect(field(shell, 'Salary')).toHaveValue('2,500.50');
  await shell.getByRole('combobox', { name: 'Title' }).click();
  await shell.getByRole('option', { name: 'Mrs' }).click();
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);

  await shell.reload();
  await expect(shell.getByRole('heading', { level: 1 })).toContainText('Grace Hopper');
  await expect(field(shell, 'Phone')).toHaveValue('020 7946 0958');
  await expect(shell.getByRole('combobox', { name: 'Calling code' }).first()).toHaveValue('GB +44');
  await expect(field(shell, 'Birth date')).toHaveValue('09/12/1906');
  await expect(field(shell, 'Dependents')).toHaveValue('2');
  await expect(field(shell, 'Salary')).toHaveValue('2,500.50');
  await expect(field(shell, 'Username')).toHaveValue('grace@demo');
  await expect(shell.getByRole('combobox', { name: 'Title' })).toHaveValue('Mrs');
});

test("a company's legal form is chosen among its country's, found by its usual abbreviation", async ({
  shell,
}) => {
  await shell.goto('/person');
  await field(shell, 'Name').fill('Created Forms');
  const sarl = 'SARL / EURL – Société à responsabilité limitée (sans autre indication) (FR)';
  const legalForm = shell.getByRole('combobox', { name: 'Legal form' });
  await legalForm.fill('SARL');
  await shell.getByRole('option', { name: sarl }).click();
  await expect(legalForm).toHaveValue(sarl);
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/person\/PER\d{8}$/);
  await shell.reload();
  await expect(shell.getByRole('combobox', { name: 'Legal form' })).toHaveValue(sarl);
});

test('a contract saves amounts, integers, percentages, dates, choices and long text', async ({ shell }) => {
  await openInBritishEnglish(shell, '/contract');
  await field(shell, 'Name').first().fill('Fleet lease');
  await field(shell, 'Financed amount excl. tax').fill('125000');
  await field(shell, 'Duration (months)').fill('601');
  await field(shell, 'Duration (months)').blur();
  await expect(shell.getByText('Duration (months) must be ≤ 600')).toBeVisible();
  await field(shell, 'Duration (months)').fill('48');
  await shell.getByRole('textbox', { name: 'Rate', exact: true }).first().fill('4,5 %');
  await field(shell, 'Start date').fill('01/03/2025');
  await shell.getByRole('combobox', { name: 'Frequency' }).first().click();
  await shell.getByRole('option', { name: 'Quarterly' }).click();
  await field(shell, 'Description').fill('Forty vans\nfor the north depot');
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell).toHaveURL(/\/contract\/CTR\d{8}$/);

  await shell.reload();
  await expect(field(shell, 'Financed amount excl. tax')).toHaveValue('125,000.00');
  await expect(field(shell, 'Duration (months)')).toHaveValue('48');
  await expect(shell.getByRole('textbox', { name: 'Rate', exact: true }).first()).toHaveValue('4.5%');
  await expect(field(shell, 'Start date')).toHaveValue('01/03/2025');
  await expect(shell.getByRole('combobox', { name: 'Frequency' }).first()).toHaveValue('Quarterly');
  await expect(field(shell, 'Description')).toHaveValue('Forty vans\nfor the north depot');
  await expectNoSeriousViolations(shell);
});

test('a mail keeps only valid addresses, a note its markdown, a communication its date and time', async ({
  shell,
}) => {
  await openInBritishEnglish(shell, '/mail');
  const to = shell.getByRole('combobox', { name: 'To' });
  await to.fill('ada@example.com');
  await to.press('Enter');
  await to.fill('not-an-address');
  await to.press('Enter');
  await expect(shell.getByText('Email format should be "name@example.com"')).toBeVisible();
  await field(shell, 'Subject').fill('Welcome');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/mail\/MAI\d{8}$/);
  await shell.reload();
  // Exact: the History card, once loaded, tells the change in a longer text ('To: ∅ → [...]').
  await expect(shell.getByText('ada@example.com', { exact: true })).toBeVisible();
  await expect(shell.getByText('not-an-address')).toHaveCount(0);

  await shell.goto('/note');
  await field(shell, 'Content').fill('# Minutes\n\n- **signed**');
  await shell.getByText('View', { exact: true }).click();
  await expect(shell.locator('.lessor-rendered-html h1')).toHaveText('Minutes');
  await expect(shell.locator('.lessor-rendered-html strong')).toHaveText('signed');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/note\/NOT\d{8}$/);
  await shell.reload();
  await shell.getByText('View', { exact: true }).click();
  await expect(shell.locator('.lessor-rendered-html strong')).toHaveText('signed');

  await shell.goto('/communication');
  await field(shell, 'Date').fill('15/06/2025 14:30');
  await field(shell, 'Subject').fill('Call back');
  await field(shell, 'Message').fill('About the renewal');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/communication\/CMN\d{8}$/);
  await shell.reload();
  await expect(field(shell, 'Date')).toHaveValue('15/06/2025 14:30');
  await expect(field(shell, 'Message')).toHaveValue('About the renewal');
});

test("an agreement's trigram is three letters", async ({ shell }) => {
  await shell.goto('/persons');
  const agreement = await createRecord(shell, '/api/financing/agreements', { name: 'Dealer network' });
  await openInBritishEnglish(shell, `/agreement/${agreement.registration}`);
  await expectMessage(shell, 'Trigram', 'AB', 'Length must be ≥ 3');
  await expectMessage(shell, 'Trigram', 'ABCD', 'Length must be ≤ 3');
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(field(shell, 'Trigram')).toBeFocused();
  await field(shell, 'Trigram').fill('ABC');
  await shell.getByRole('button', { name: 'Save' }).click();
  await expect(shell.getByText(`Agreement ${agreement.registration} saved`)).toBeVisible();
});

test('a task is completed with the keyboard alone', async ({ shell }) => {
  await openInBritishEnglish(shell, '/task');
  await field(shell, 'Name').focus();
  await shell.keyboard.type('Renew insurance');
  // Through the fields in order: Name, Type, Subject.
  const subject = field(shell, 'Subject');
  while (!(await subject.evaluate((element) => element === document.activeElement))) {
    await shell.keyboard.press('Tab');
  }
  await shell.keyboard.type('Call the insurer');
  const priority = shell.getByRole('combobox', { name: 'Priority' });
  while (!(await priority.evaluate((element) => element === document.activeElement))) {
    await shell.keyboard.press('Tab');
  }
  // The first ArrowDown opens the options. Whether it also highlights the first depends on whether
  // the list was drawn before the key was handled, so the arrows go on until 'High' is highlighted.
  await shell.keyboard.press('ArrowDown');
  await expect(shell.getByRole('option', { name: 'Low' })).toBeVisible();
  const high = shell.getByRole('option', { name: 'High' });
  await expect(async () => {
    await shell.keyboard.press('ArrowDown');
    await expect(high).toHaveAttribute('data-combobox-selected', 'true', { timeout: 250 });
  }).toPass();
  await shell.keyboard.press('Enter');
  await expect(priority).toHaveValue('High');
  const due = field(shell, 'Due date');
  while (!(await due.evaluate((element) => element === document.activeElement))) {
    await shell.keyboard.press('Tab');
  }
  await shell.keyboard.type('30/06/2025');
  const done = shell.getByRole('checkbox', { name: 'Done' });
  while (!(await done.evaluate((element) => element === document.activeElement))) {
    await shell.keyboard.press('Tab');
  }
  await shell.keyboard.press('Space');
  await expect(done).toBeChecked();
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/task\/TSK\d{8}$/);
  await shell.reload();
  await expect(field(shell, 'Subject')).toHaveValue('Call the insurer');
  await expect(shell.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
  await expect(field(shell, 'Due date')).toHaveValue('30/06/2025');
  await expect(shell.getByRole('checkbox', { name: 'Done' })).toBeChecked();
});

test("a value its tenant's list no longer holds shows with (???)", async ({ shell }) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'I',
    lastName: 'Listed',
    title: 'MRS',
  });
  const documentPath = '/api/core/configuration-documents/lists';
  const before = await callApi(shell, 'GET', documentPath);
  const previous =
    before.status === 200 ? ((before.body as { value?: Record<string, unknown> }).value ?? {}) : {};
  await callApi(shell, 'PUT', documentPath, {
    value: { ...previous, title: [{ value: 'MR', label: 'Mister' }] },
  });
  try {
    await shell.goto(`/person/${person.registration}`);
    await expect(shell.getByRole('combobox', { name: 'Title' })).toHaveValue('MRS (???)');
    await shell.getByRole('combobox', { name: 'Title' }).click();
    await expect(shell.getByRole('option', { name: 'Mister' })).toBeVisible();
  } finally {
    await callApi(shell, 'PUT', documentPath, { value: previous });
  }
});

test('a feature flag opens at its name', async ({ shell }) => {
  await shell.goto('/persons');
  const name = `quickQuotes${Date.now()}`;
  const flag = await createRecord(shell, '/api/core/feature-flags', {
    name,
    description: 'Quotes in one step',
  });
  await shell.goto(`/feature-flag/${name}`);
  await expect(field(shell, 'Name')).toHaveValue(name);
  await expect(shell.getByText(flag.registration).first()).toBeVisible();
});
