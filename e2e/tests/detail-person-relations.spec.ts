import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a person's page draws its relations: depth, tree, the experimental renderer, and a click through to a related person", async ({
  shell,
}) => {
  test.setTimeout(90_000);
  await shell.goto('/persons');
  const batch = `Rel${Date.now()}`;
  const subsidiary = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: `${batch} Subsidiary`,
  });
  const holding = await createRecord(shell, '/api/person/persons', {
    type: 'C',
    name: `${batch} Holding`,
    descendants: [{ personRegistration: subsidiary.registration, relation: 'SHAREHOLDER', stake: 0.75 }],
  });
  await createRecord(shell, '/api/person/persons', {
    type: 'I',
    lastName: `${batch} Cousin`,
    descendants: [{ personRegistration: holding.registration, relation: 'COUSIN' }],
  });

  await shell.goto(`/person/${subsidiary.registration}`);
  const card = shell.getByRole('region', { name: 'Relations diagram' });
  // Cards below the first view are drawn as they come into it.
  await card.scrollIntoViewIfNeeded();
  const diagram = card.getByRole('img', { name: /^Diagram of 3 persons and 2 relations/ });
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('canvas')).toHaveCount(1);
  const persons = card.getByRole('table', { name: 'Persons in the diagram' });
  await expect(persons.getByRole('columnheader', { name: 'Steps from this person' })).toBeVisible();
  await expect(persons.locator('tbody tr')).toHaveCount(3);
  const relations = card.getByRole('table', { name: 'Relations in the diagram' });
  await expect(
    relations.getByRole('row', { name: `${batch} Holding Shareholder of (75%) ${batch} Subsidiary` }),
  ).toBeVisible();
  // A relation the product does not know is shown as stored, marked.
  await expect(
    relations.getByRole('row', { name: `${batch} Cousin COUSIN (???) ${batch} Holding` }),
  ).toBeVisible();

  await card.getByRole('combobox', { name: 'Depth' }).selectOption('1');
  await expect(persons.locator('tbody tr')).toHaveCount(2);
  await card.getByText('Tree', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Tree' })).toBeChecked();
  // The experimental renderer draws SVG instead of a canvas.
  await card.getByRole('switch', { name: 'Experimental renderer' }).check();
  const picture = card.getByRole('img', { name: /^Diagram of 2 persons and 1 relations/ });
  await expect(picture.locator('svg')).toHaveCount(1);
  await expect(picture.locator('canvas')).toHaveCount(0);
  await expectNoSeriousViolations(shell);

  await persons.getByRole('link', { name: `${batch} Holding` }).click();
  await expect(shell).toHaveURL(new RegExp(`/person/${holding.registration}$`));
  // The new page's card, once the page shows the holding: the last one's is being replaced.
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(`${batch} Holding`);
  await card.scrollIntoViewIfNeeded();
  await expect(
    shell
      .getByRole('region', { name: 'Relations diagram' })
      .getByRole('img', { name: /^Diagram of 3 persons/ }),
  ).toBeVisible();
});

test("a clerk adds a signer on a company's main node through the quick add, and the diagram draws it", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const batch = `Sig${Date.now()}`;
  const company = await createRecord(shell, '/api/person/persons', { type: 'C', name: `${batch} Company` });
  await shell.goto(`/person/${company.registration}`);
  const card = shell.getByRole('region', { name: 'Relations diagram' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img', { name: /^Diagram of 1 persons/ })).toBeVisible();

  await card.getByRole('button', { name: `Add a person related to ${batch} Company` }).click();
  // A company takes a member, a shareholder or a signer.
  await expect(shell.getByRole('menuitem')).toHaveText([
    'A member of this organisation',
    'A shareholder',
    'A signer',
  ]);
  // The page's last cards may still be mounting and move the diagram: a menu they close is opened again.
  await expect(async () => {
    if (!(await shell.getByRole('menuitem', { name: 'A signer' }).isVisible()))
      await card.getByRole('button', { name: `Add a person related to ${batch} Company` }).click();
    await shell.getByRole('menuitem', { name: 'A signer' }).click({ timeout: 2_000 });
  }).toPass();
  const dialog = shell.getByRole('dialog', { name: 'Add' });
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(`${batch} Signer`);
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const relations = card.getByRole('table', { name: 'Relations in the diagram' });
  await expect(
    relations.getByRole('row', { name: `${batch} Signer Signer of ${batch} Company` }),
  ).toBeVisible();
  await expect(card.getByRole('img', { name: /^Diagram of 2 persons and 1 relations/ })).toBeVisible();
  const ascendants = await callApi(shell, 'GET', `/api/person/persons/${company.registration}/ascendants`);
  expect(ascendants.body).toMatchObject([{ name: `${batch} Signer`, type: 'I', relation: 'SIGNEROF' }]);
});

test("a prospect's page draws the persons it names, and a click on a person opens that person's page", async ({
  shell,
}) => {
  await shell.goto('/prospects');
  const batch = `Psp${Date.now()}`;
  const group = await createRecord(shell, '/api/person/persons', { type: 'C', name: `${batch} Group` });
  const prospect = await createRecord(shell, '/api/person/prospects', {
    type: 'C',
    name: `${batch} Lead`,
    orgaRegistration: group.registration,
  });
  await createRecord(shell, '/api/person/persons', {
    type: 'I',
    lastName: `${batch} Signer`,
    descendants: [{ personRegistration: group.registration, relation: 'SIGNEROF' }],
  });

  await shell.goto(`/prospect/${prospect.registration}`);
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(`${batch} Lead`);
  const card = shell.getByRole('region', { name: 'Relations diagram' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('img', { name: /^Diagram of 3 persons and 2 relations/ })).toBeVisible();
  // A prospect's relations name persons: no person is added around it from here.
  await expect(card.getByRole('button', { name: /^Add a person related to/ })).toHaveCount(0);
  const persons = card.getByRole('table', { name: 'Persons in the diagram' });
  await expect(persons.getByRole('link', { name: `${batch} Lead` })).toHaveAttribute(
    'href',
    `/prospect/${prospect.registration}`,
  );
  const relations = card.getByRole('table', { name: 'Relations in the diagram' });
  await expect(
    relations.getByRole('row', { name: `${batch} Group Organisation of ${batch} Lead` }),
  ).toBeVisible();
  await expectNoSeriousViolations(shell);

  await persons.getByRole('link', { name: `${batch} Group` }).click();
  await expect(shell).toHaveURL(new RegExp(`/person/${group.registration}$`));
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(`${batch} Group`);
});
