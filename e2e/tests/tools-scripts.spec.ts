import type { Page } from '@playwright/test';
import { otherTenantSignIn } from '../lessor-server.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

/** A tenant's person layout: for companies, the Legal card first and no phone among the contact details. */
const companyLayout = `function execute(params, context) {
  const layout = params.layout;
  if (params.person.type !== 'C') return layout;
  const legal = layout.left.filter((card) => card.title === 'Legal');
  const others = layout.left
    .filter((card) => card.title !== 'Legal')
    .map((card) => card.title !== 'Contact details' ? card
      : Object.assign({}, card, { elements: card.elements.filter((element) => element.field !== 'phone') }));
  return { left: legal.concat(others), right: layout.right };
}`;

/** Types over the editor's whole code, as a user pasting it would (no brackets closed for them). */
async function replaceCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Code' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Whether the card titled `first` is drawn above the card titled `second`, once both are (cards mount in turn). */
async function isAbove(page: Page, first: string, second: string): Promise<boolean> {
  const top = async (title: string) => {
    const card = page.getByRole('region', { name: title, exact: true });
    await card.waitFor();
    return (await card.boundingBox())?.y ?? Number.NaN;
  };
  return (await top(first)) < (await top(second));
}

test('an administrator lays out company pages with a script, tests it, breaks it and restores it', async ({
  shell,
  browser,
  shellServer,
}) => {
  await shell.goto('/persons');
  const company = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: 'Layout Works SA',
    phone: '+33 1 23 45 67 89',
  });
  const individual = await createRecord(shell, '/api/person/persons', {
    type: 'I',
    firstName: 'Ada',
    lastName: 'Layout',
    phone: '+33 6 12 34 56 78',
  });

  // The model viewer's Page/Layout button opens the screen on the entity's layout script.
  await shell.goto('/scripts?name=person-layout&filter=person-layout&all=1&entityName=Person');
  await expect(shell.getByRole('heading', { name: 'New script' })).toBeVisible({ timeout: 30_000 });
  await expect(shell.getByRole('textbox', { name: 'Name' })).toHaveValue('person-layout');
  await expect(shell.getByRole('combobox', { name: 'Type' })).toHaveValue('LAYOUT');
  await replaceCode(shell, companyLayout);
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('Script person-layout saved')).toBeVisible();
  await expect(shell.getByRole('heading', { name: 'person-layout', exact: true })).toBeVisible();
  await expectNoSeriousViolations(shell);

  // A test run with a company's parameters answers the rearranged layout, and says how long it took.
  await shell.getByRole('textbox', { name: 'Parameters (JSON)' }).fill(
    JSON.stringify({
      person: { type: 'C' },
      layout: {
        left: [
          { title: 'Identity', elements: [] },
          { title: 'Legal', elements: [] },
        ],
        right: [],
      },
    }),
  );
  await shell.getByRole('button', { name: 'Run the test' }).click();
  const result = shell.getByRole('region', { name: 'Test result' });
  await expect(result).toContainText(/Ran in \d+\.\d ms/);
  await expect(result).toContainText('"title": "Legal"');

  // At once, the company's page follows the script; the individual's keeps the default layout.
  await shell.goto(`/person/${company.registration}`);
  await expect(shell.getByRole('region', { name: 'Legal', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await isAbove(shell, 'Legal', 'Identity')).toBe(true);
  const contact = shell.getByRole('region', { name: 'Contact details', exact: true });
  await expect(contact.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(contact.getByLabel('Phone', { exact: true })).toHaveCount(0);
  await shell.goto(`/person/${individual.registration}`);
  const individualContact = shell.getByRole('region', { name: 'Contact details', exact: true });
  await expect(individualContact.getByLabel('Phone', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await isAbove(shell, 'Identity', 'Contact details')).toBe(true);

  // A broken version: the editor marks it, and the page says so and keeps the default layout.
  await shell.goto('/scripts?name=person-layout');
  await replaceCode(shell, 'function execute(params) { return params.layout.left.map(; }');
  await expect(shell.locator('.cm-lint-marker-error')).not.toHaveCount(0);
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('Script person-layout saved')).toBeVisible();
  await shell.goto(`/person/${company.registration}`);
  await expect(shell.getByText(/Layout script person-layout failed/)).toBeVisible({ timeout: 30_000 });
  await expect(shell.getByRole('region', { name: 'Legal', exact: true })).toBeVisible();
  expect(await isAbove(shell, 'Identity', 'Legal')).toBe(true);
  await expect(
    shell.getByRole('region', { name: 'Contact details', exact: true }).getByLabel('Phone', { exact: true }),
  ).toBeVisible();

  // Its versions: the broken one compared with the first, and the first restored.
  await shell.goto('/scripts?name=person-layout');
  const versions = shell.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row')).toHaveCount(3);
  await versions
    .getByRole('button', { name: /^Compare the version of/ })
    .last()
    .click();
  const diff = shell.getByRole('dialog', { name: 'Saved version and the code in the editor' });
  await expect(diff.getByTestId('code-diff')).toContainText("card.title === 'Legal'");
  await expect(diff.getByTestId('code-diff')).toContainText('map(;');
  await shell.keyboard.press('Escape');
  await versions
    .getByRole('button', { name: /^Restore the version of/ })
    .last()
    .click();
  await expect(shell.getByText('Script person-layout saved')).toBeVisible();
  await expect(versions.getByRole('row')).toHaveCount(4);
  await shell.goto(`/person/${company.registration}`);
  await expect(shell.getByRole('region', { name: 'Legal', exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await isAbove(shell, 'Legal', 'Identity')).toBe(true);

  // Another tenant's company page keeps the default layout: the script is this tenant's alone.
  const other = await browser.newContext({ baseURL: shellServer.baseURL });
  try {
    const page = await other.newPage();
    await page.goto(otherTenantSignIn());
    await page.waitForFunction(() => localStorage.getItem('lessor.session') !== null, null, {
      timeout: 30_000,
    });
    const theirs = await createRecord(page, '/api/person/persons', {
      type: 'C',
      name: 'Elsewhere Works SA',
      phone: '+33 1 98 76 54 32',
    });
    await page.goto(`/person/${theirs.registration}`);
    const theirContact = page.getByRole('region', { name: 'Contact details', exact: true });
    await expect(theirContact.getByLabel('Phone', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(await isAbove(page, 'Identity', 'Legal')).toBe(true);
  } finally {
    await other.close();
  }
});

test('a business script refuses a contract in its own words, and runaway layout scripts are stopped', async ({
  shell,
}) => {
  await shell.goto('/contracts');
  const contract = await createRecord(shell, '/api/financing/contracts', {
    name: 'Scripted limit loan',
    financedAmountExclTax: 20_000,
    currency: 'EUR',
  });

  // The administrator writes the rule in the scripts screen, on the contracts' saves.
  await shell.goto('/scripts');
  await shell.getByRole('button', { name: 'New script' }).click();
  await shell.getByRole('textbox', { name: 'Name' }).fill('contract-limit');
  await shell.getByRole('textbox', { name: 'Entity' }).fill('Contract');
  await shell.getByRole('combobox', { name: 'Runs on' }).click();
  await shell.getByRole('option', { name: 'BEFORE_SAVE' }).click();
  await replaceCode(
    shell,
    `function execute(params, context) {
  if (Number(params.record.financedAmountExclTax) > 100000) context.refuse('Contracts above 100,000 EUR go to the committee');
}`,
  );
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('Script contract-limit saved')).toBeVisible();

  // A contract's page laid out by a script that never ends: stopped, told, and the default layout shown.
  await createRecord(shell, '/api/script/scripts', {
    name: 'contract-layout',
    type: 'LAYOUT',
    code: 'function execute() { while (true) {} }',
  });
  await shell.goto(`/contract/${contract.registration}`);
  await expect(shell.getByText(/Layout script contract-layout failed: .*time limit of 250 ms/)).toBeVisible({
    timeout: 30_000,
  });
  const amount = shell.getByRole('textbox', { name: 'Financed amount excl. tax', exact: true }).first();
  await expect(amount).toBeVisible();

  // A clerk's save above the limit is refused with the script's message, and nothing is kept.
  await amount.fill('150000');
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    shell
      .getByRole('alert', { name: 'Not saved' })
      .getByText('Contracts above 100,000 EUR go to the committee'),
  ).toBeVisible();
  // A notification's text under its title keeps its contrast.
  await expectNoSeriousViolations(shell);
  await amount.fill('90000');
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText(`Contract ${contract.registration} saved`)).toBeVisible();

  // One that eats memory is stopped at its limit the same way.
  await createRecord(shell, '/api/script/scripts', {
    name: 'person-layout-O',
    type: 'LAYOUT',
    code: 'function execute() { const kept = []; let size = 1 << 20; while (true) { kept.push(new Uint8Array(size)); size *= 2; } }',
  });
  const branch = await createRecord(shell, '/api/person/persons', { type: 'O', name: 'Hungry branch' });
  await shell.goto(`/person/${branch.registration}`);
  await expect(shell.getByText(/Layout script person-layout-O failed: .*memory/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(shell.getByRole('region', { name: 'Identity', exact: true })).toBeVisible();
});

test('the configuration check reports a script that does not compile, until it is disabled', async ({
  shell,
}) => {
  await shell.goto('/tenant');
  const broken = await createRecord(shell, '/api/script/scripts', {
    name: 'broken-rule',
    code: 'function execute(params) { return params.map(; }',
  });
  const card = shell.getByRole('region', { name: 'Configuration' });
  await card.getByRole('button', { name: 'Check the configuration' }).click();
  await expect(shell.getByText('Configuration is stale')).toBeVisible();
  // What the product ships, new to this tenant's first check: ten names of a kind, and a count.
  await expect(shell.getByText(/^Added: Lists .+ \(\+\d+\)/)).toBeVisible();
  const faults = card.getByRole('table', { name: 'Configuration faults' });
  await expect(faults.getByRole('row', { name: /broken-rule/ })).toContainText('SyntaxError');
  await expect(card.getByRole('list', { name: 'Scripts of the tenant' })).toContainText('broken-rule');
  await expectNoSeriousViolations(shell);

  // Disabled, it runs nowhere and is no fault; the shipped configuration was seen already.
  const disabled = await callApi(
    shell,
    'GET',
    `/api/script/scripts/${broken.registration}/transitions/DISABLE`,
  );
  expect(disabled.status).toBe(200);
  await card.getByRole('button', { name: 'Check the configuration' }).click();
  await expect(shell.getByText('Configuration is up to date')).toBeVisible();
  await expect(card.getByText('No fault found')).toBeVisible();
});

test("a tenant's string-overrides script puts its own words over the product's", async ({ shell }) => {
  await shell.goto('/cache-info');
  await expect(shell.getByRole('heading', { name: 'Cache information', level: 1 })).toBeVisible();
  const overrides = await createRecord(shell, '/api/script/scripts', {
    name: 'string-overrides',
    code: "function execute(params) { return params.locale.startsWith('en') ? { 'Cache information': 'Caches of this browser' } : {}; }",
  });
  // Asked once as the application starts, beside the shell's other reads, and applied from that answer.
  const asked: string[] = [];
  const countOverrides = (request: { url(): string }) => {
    if (request.url().includes('/api/script/runs/string-overrides')) asked.push(request.url());
  };
  shell.on('request', countOverrides);
  await shell.reload();
  await expect(shell.getByRole('heading', { name: 'Caches of this browser', level: 1 })).toBeVisible();
  shell.off('request', countOverrides);
  expect(asked).toHaveLength(1);
  // Disabled, the product's words come back.
  const disabled = await callApi(
    shell,
    'GET',
    `/api/script/scripts/${overrides.registration}/transitions/DISABLE`,
  );
  expect(disabled.status).toBe(200);
  await shell.reload();
  await expect(shell.getByRole('heading', { name: 'Cache information', level: 1 })).toBeVisible();
});

test('an administrator gives a script another name in the settings, as JSON checked while typed', async ({
  shell,
}) => {
  await shell.goto('/scripts?selectedSettingType=list&filter=alias');
  const settings = shell.getByRole('navigation', { name: 'Lists and settings' });
  await settings.getByRole('link', { name: 'scriptAliases' }).click();
  await expect(shell.getByRole('heading', { name: 'scriptAliases', level: 2 })).toBeVisible();
  const editor = shell.getByRole('textbox', { name: 'Setting scriptAliases' });
  await editor.click();
  await shell.keyboard.press('Control+a');
  await shell.keyboard.press('Delete');
  await shell.keyboard.insertText('{ "bonjour": "hello-world", }');
  await expect(shell.locator('.cm-lint-marker-error')).not.toHaveCount(0);
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('The setting is not valid JSON')).toBeVisible();
  await editor.click();
  await shell.keyboard.press('Control+a');
  await shell.keyboard.press('Delete');
  await shell.keyboard.insertText('{ "bonjour": "hello-world" }');
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('Setting scriptAliases saved')).toBeVisible();
  await expect(shell.getByText(/^Version 1, saved /)).toBeVisible();
  await expectNoSeriousViolations(shell);

  const run = await callApi(shell, 'GET', '/api/script/runs/bonjour?who=Ada');
  expect(run).toEqual({ status: 200, body: { message: 'Hello Ada!', tenant: expect.any(String) } });
});

test('a layout script lays out the quick add, told it is a dialog, the page it is opened from and the role asked', async ({
  shell,
}) => {
  await shell.goto('/contract');
  const script = (await callApi(shell, 'POST', '/api/script/scripts', {
    name: 'person-layout-C',
    type: 'LAYOUT',
    code: `function execute(params) {
  if (!params.modal) return params.layout;
  const title = 'New ' + params.role.toLowerCase() + ' of a ' + params.parentEntity.toLowerCase();
  return { left: [{ title: title, elements: [{ field: 'type' }, { field: 'name' }, { field: 'email' }] }], right: [] };
}`,
  })) as { status: number; body: { _id: string } };
  expect(script.status).toBe(201);
  try {
    const picker = shell.getByRole('combobox', { name: 'Client', exact: true });
    await picker.fill('Scr');
    await shell.getByRole('option', { name: 'Add…' }).click();
    const dialog = shell.getByRole('dialog', { name: 'Add' });
    const card = dialog.getByRole('region', { name: 'New client of a contract', exact: true });
    await expect(card).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Person', exact: true })).toHaveCount(0);
    await expect(card.getByLabel('Phone', { exact: true })).toHaveCount(0);
    await card.getByRole('textbox', { name: 'Name', exact: true }).fill('Scripted Dialog SA');
    await card.getByRole('textbox', { name: 'Email', exact: true }).fill('dialog@example.com');
    await expectNoSeriousViolations(shell);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(picker).toHaveValue(/^Scripted Dialog SA \(PER\d{8}\)$/);
  } finally {
    // The worker's other specs see the declaration's quick add.
    await callApi(shell, 'GET', `/api/script/scripts/${script.body._id}/transitions/DISABLE`);
  }
});
