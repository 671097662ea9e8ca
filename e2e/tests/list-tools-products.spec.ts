import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

/** Calls the API as the signed-in page does, with its session. */
async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** Pastes text on the page itself, as Ctrl+V outside any field does. */
async function pasteOnPage(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true }));
  }, text);
}

test('pastes products from a spreadsheet, refuses an invalid paste whole, and opens the product tables', async ({
  shell,
}) => {
  const batch = `Pasted${Date.now()}`;
  const creations: string[] = [];
  shell.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/financing/products')
      creations.push(request.postData() ?? '');
  });
  await shell.goto(`/products?filter=${batch}`);
  const table = shell.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('cell', { name: 'No data' })).toBeVisible();

  // Opened from the keyboard, the dialog takes the focus in its text box.
  await shell.getByRole('button', { name: 'Paste products' }).focus();
  await shell.keyboard.press('Enter');
  const dialog = shell.getByRole('dialog', { name: 'Paste products' });
  const rows = dialog.getByRole('textbox', { name: 'Rows to create' });
  await expect(rows).toBeFocused();
  await expect(dialog.getByText(/Fields: .*Contract type/)).toBeVisible();
  await rows.fill(
    [
      'Name\tCode\tContract type\tRate\tStart date',
      `${batch} lease\tPL1\tLease\t4.5%\t2026-01-01`,
      `${batch} loan\tPL2\tLoan\t3%\t2026-02-01`,
    ].join('\n'),
  );
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(shell.getByText('2 product(s) created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The list reloads by itself with the new products.
  await expect(table.getByRole('cell', { name: `${batch} lease` })).toBeVisible();
  await expect(table.getByRole('cell', { name: `${batch} loan` })).toBeVisible();
  expect(creations).toHaveLength(1);

  // Rows pasted straight onto the list open the dialog with them; one unreadable rate refuses all.
  await pasteOnPage(shell, `Name\tRate\n${batch} fine\t2%\n${batch} broken\tfast`);
  await expect(rows).toHaveValue(new RegExp(`${batch} broken`));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(shell.getByText('Invalid data')).toBeVisible();
  await expect(dialog.getByText('Row 3, column Rate: the value cannot be read.')).toBeVisible();
  await shell.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(creations).toHaveLength(1);
  await shell.getByRole('button', { name: 'Reload' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: `${batch} fine` })).toHaveCount(0);

  await shell.getByRole('main').getByRole('link', { name: 'Product tables' }).click();
  await expect(shell).toHaveURL(/\/product-tables$/);
  await expect(shell.getByRole('heading', { level: 1, name: 'Product tables' })).toBeVisible();
});

test('shows the organisation relations of the signed-in user’s person, as a diagram and as tables', async ({
  shell,
}) => {
  await shell.goto('/users');
  const holding = await api(shell, 'POST', '/api/person/persons', { type: 'C', name: 'Diagram Holding' });
  const branch = await api(shell, 'POST', '/api/person/persons', {
    type: 'C',
    name: 'Diagram Branch',
    orgaRegistration: holding.registration,
  });
  const me = await api(shell, 'POST', '/api/person/persons', {
    type: 'I',
    lastName: 'Diagrammer',
    descendants: [{ personRegistration: branch.registration, relation: 'SIGNEROF' }],
  });
  // The demo's administrator is a person of the demo: it is given back its own at the end.
  const own = (await api(shell, 'GET', '/api/core/users/admin@demo')).personRegistration ?? null;
  await api(shell, 'PATCH', '/api/core/users/admin@demo', { personRegistration: me.registration });
  try {
    await shell.reload();
    const section = shell.getByRole('region', { name: 'Organisation relations' });
    const diagram = section.getByRole('img', { name: /^Diagram of 3 persons and 2 relations/ });
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('canvas')).toHaveCount(1);

    const persons = section.getByRole('table', { name: 'Persons in the diagram' });
    await expect(persons.locator('tbody tr')).toHaveCount(3);
    await expect(persons.locator('tbody tr').first()).toContainText('Diagrammer');
    await expect(persons.getByRole('link', { name: 'Diagram Holding' })).toHaveAttribute(
      'href',
      `/person/${holding.registration}`,
    );
    const relations = section.getByRole('table', { name: 'Relations in the diagram' });
    await expect(relations.getByRole('row', { name: 'Diagrammer Signer of Diagram Branch' })).toBeVisible();
    await expect(
      relations.getByRole('row', { name: 'Diagram Holding Organisation of Diagram Branch' }),
    ).toBeVisible();

    // Depth 1 leaves the holding out; the chain is a tree, so the tree view is offered.
    await section.getByRole('combobox', { name: 'Depth' }).selectOption('1');
    await expect(persons.locator('tbody tr')).toHaveCount(2);
    await expect(section.getByRole('img', { name: /^Diagram of 2 persons and 1 relations/ })).toBeVisible();
    await section.getByText('Tree', { exact: true }).click();
    await expect(section.getByRole('radio', { name: 'Tree' })).toBeChecked();
    await section.getByRole('combobox', { name: 'Depth' }).selectOption('all');
    await expect(persons.locator('tbody tr')).toHaveCount(3);
    await expectNoSeriousViolations(shell);

    // Opening a person's user: the signed-in user's page, or 'Not a user'.
    await persons.getByRole('button', { name: 'Open user of Diagram Holding' }).click();
    await expect(shell.getByText('Not a user')).toBeVisible();
    await persons.getByRole('button', { name: 'Open user of Diagrammer' }).press('Enter');
    await expect(shell).toHaveURL(/\/user\/admin%40demo$/);
    await expect(shell.getByRole('heading', { level: 1, name: 'admin@demo' })).toBeVisible();
  } finally {
    await api(shell, 'PATCH', '/api/core/users/admin@demo', { personRegistration: own });
  }
});
