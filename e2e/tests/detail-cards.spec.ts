import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('cards collapse and remember it, Alt+C toggles them all and Ctrl+B the side column', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Cards Ltd' });
  await shell.goto(`/person/${person.registration}`);
  const identity = shell.getByRole('region', { name: 'Identity' });
  await expect(identity.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await identity.getByRole('button', { name: 'Identity' }).click();
  await expect(identity.getByRole('textbox', { name: 'Name', exact: true })).toBeHidden();
  await expect(identity.getByRole('button', { name: 'Identity' })).toHaveAttribute('aria-expanded', 'false');

  await shell.reload();
  await expect(
    shell.getByRole('region', { name: 'Identity' }).getByRole('button', { name: 'Identity' }),
  ).toHaveAttribute('aria-expanded', 'false');
  await shell.keyboard.press('Alt+c');
  await expect(shell.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toBeHidden();
  await shell.keyboard.press('Alt+c');
  await expect(
    shell.getByRole('region', { name: 'Identity' }).getByRole('textbox', { name: 'Name', exact: true }),
  ).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Contact details' }).getByLabel('Email')).toBeVisible();

  await expect(shell.getByRole('region', { name: 'Workflow' })).toBeVisible();
  await shell.keyboard.press('Control+b');
  await expect(shell.getByRole('region', { name: 'Workflow' })).toBeHidden();
  await shell.keyboard.press('Control+b');
  await expect(shell.getByRole('region', { name: 'Workflow' })).toBeVisible();
  await expectNoSeriousViolations(shell);
});

test('runs a workflow transition, which the history records, and keeps notes', async ({ shell }) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Workflow SA' });
  await shell.goto(`/person/${person.registration}`);
  const workflow = shell.getByRole('region', { name: 'Workflow' });
  await expect(workflow.getByText('Active')).toBeVisible();
  await workflow.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    shell.getByText(`Transition "Deactivate" executed successfully for Person "${person.registration}"`),
  ).toBeVisible();
  await expect(workflow.getByText('Inactive')).toBeVisible();
  await expect(workflow.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  const history = shell.getByRole('region', { name: 'History' });
  await expect(history.getByText('DEACTIVATE')).toBeVisible();
  await expect(history.getByText('CREATE')).toBeVisible();

  const notes = shell.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('New note').fill('Called the **director**');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.locator('strong', { hasText: 'director' })).toBeVisible();
  // Notes are sanitised: markup stays, code does not run.
  await notes
    .getByLabel('New note')
    .fill('<script>window.notePwned = 1</script><em onmouseover="window.notePwned = 2">kept</em>');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.locator('em', { hasText: 'kept' })).toBeVisible();
  await notes.locator('em', { hasText: 'kept' }).hover();
  await expect(notes.locator('em[onmouseover], script')).toHaveCount(0);
  expect(await shell.evaluate(() => 'notePwned' in window)).toBe(false);
  // The success notification leaves after 5 s.
  await expect(shell.getByText(/executed successfully/)).toBeHidden({ timeout: 8000 });
  await expectNoSeriousViolations(shell);
});

test('asks before leaving unsaved changes, and shows no notes, workflow or history on a new record', async ({
  shell,
}) => {
  await shell.goto('/person');
  await expect(shell.getByRole('heading', { level: 1, name: 'New person' })).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Notes' })).toHaveCount(0);
  await expect(shell.getByRole('region', { name: 'Workflow' })).toHaveCount(0);
  await shell.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaved');
  await shell.getByRole('link', { name: 'Persons' }).first().click();
  const dialog = shell.getByRole('dialog');
  await expect(dialog.getByText('Leave the page? Your changes may not be saved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(shell).toHaveURL(/\/person$/);
  await expect(shell.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Unsaved');
  await shell.getByRole('link', { name: 'Persons' }).first().click();
  await shell.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(shell).toHaveURL(/\/persons/);
});

test('flips debug mode ON and OFF, showing each field path while ON', async ({ shell }) => {
  await shell.goto('/person');
  const toggle = shell.getByRole('switch', { name: 'Debug mode OFF' });
  await toggle.check();
  await expect(shell.getByRole('switch', { name: 'Debug mode ON' })).toBeChecked();
  await expect(shell.getByText('lastName: text')).toBeHidden();
  await expect(shell.getByText('name: text', { exact: true })).toBeVisible();
  await shell.getByRole('switch', { name: 'Debug mode ON' }).uncheck();
  await expect(shell.getByText('name: text', { exact: true })).toHaveCount(0);
});

test("a contract's persons and assets link to their records, and its invoices are listed with an Add naming it", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const client = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Linked Client' });
  const contract = await createRecord(shell, '/api/financing/contracts', {
    name: 'Linked lease',
    persons: [{ role: 'CLIENT', personRegistration: client.registration, name: 'Linked Client' }],
    assets: [{ assetRegistration: 'AST00000001', name: 'Van', quantity: 2 }],
  });
  const invoice = await createRecord(shell, '/api/billing/invoices', {
    name: 'First rent',
    contractRegistration: contract.registration,
  });
  await shell.goto(`/contract/${contract.registration}`);
  const persons = shell.getByRole('region', { name: 'Persons' }).first();
  await expect(persons.getByRole('row', { name: /Client/ })).toContainText('Linked Client');
  // The asset is named by its name and registration, a link to its page.
  const assets = shell.getByRole('table', { name: 'Assets' });
  await expect(assets.getByRole('link', { name: /\(AST00000001\)$/ })).toHaveAttribute(
    'href',
    '/asset/AST00000001',
  );
  const invoices = shell.getByRole('region', { name: 'Invoices' }).first();
  await expect(invoices.getByRole('link', { name: invoice.registration })).toBeVisible();
  await expectNoSeriousViolations(shell);

  await invoices.getByRole('link', { name: 'Add' }).click();
  await expect(shell).toHaveURL(new RegExp(`/invoice\\?contractRegistration=${contract.registration}$`));
  await expect(shell.getByRole('combobox', { name: 'Contract', exact: true })).toHaveValue(
    `Linked lease (${contract.registration})`,
  );
  await shell.goBack();
  await shell
    .getByRole('table', { name: 'Persons' })
    .getByRole('link', { name: `Linked Client (${client.registration})` })
    .click();
  await expect(shell).toHaveURL(new RegExp(`/person/${client.registration}$`));
});

test('a record only the server writes opens read-only, without Save', async ({ shell }) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Read Only Co' });
  const histories = await callApi(
    shell,
    'GET',
    `/api/core/histories?entityName=Person&entityRegistration=${person.registration}`,
  );
  const [entry] = histories.body as { registration: string }[];
  if (!entry) throw new Error('the creation left a history entry');
  await shell.goto(`/history/${entry.registration}`);
  await expect(shell.getByRole('textbox', { name: 'Record', exact: true })).toHaveValue(person.registration);
  await expect(shell.getByRole('textbox', { name: 'Record', exact: true })).toHaveAttribute('readonly', '');
  await expect(shell.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(shell.getByRole('region', { name: 'Workflow' })).toHaveCount(0);
  await expectNoSeriousViolations(shell);
});
