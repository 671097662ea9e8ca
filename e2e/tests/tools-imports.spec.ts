import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

const csv = (lines: string[]) => ({ mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

test('imports persons from a file with a bad row, lists why it was refused, imports the fixed row and undoes the first import', async ({
  shell,
}) => {
  const family = `Imported${Date.now()}`;
  const namesOf = async () =>
    (
      (await callApi(shell, 'GET', `/api/person/persons?lastName=${family}&projection=firstName&range=0-9`))
        .body as { firstName: string }[]
    )
      .map((person) => person.firstName)
      .sort();

  await shell.goto('/imports');
  await expect(shell.getByRole('main').getByRole('link', { name: 'Add', exact: true })).toHaveCount(0);
  const upload = async (name: string, lines: string[]) => {
    await shell.getByRole('button', { name: 'Import a file' }).click();
    const dialog = shell.getByRole('dialog', { name: 'Import a file' });
    await expect(dialog.getByRole('combobox', { name: 'Records of' })).toHaveValue('Persons');
    await dialog.locator('input[type="file"]').setInputFiles({ name, ...csv(lines) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(shell).toHaveURL(/\/import\/IMP\d+$/);
    return shell.getByRole('region', { name: 'Import results' });
  };

  // 'Surname' names no field: the clerk maps it by hand.
  const first = await upload('persons.csv', [
    'Type,Surname,First name,Email',
    `I,${family},Claire,claire@example.com`,
    `I,${family},Marc,not-an-email`,
    `I,${family},Julie,julie@example.com`,
  ]);
  await expect(first.getByText('0 of 3 rows done: 0 written, 0 refused')).toBeVisible();
  const surname = first.getByRole('combobox', { name: 'Field of column Surname' });
  await expect(surname).toHaveValue('Left out');
  await surname.click();
  await shell.getByRole('option', { name: 'Last name', exact: true }).click();
  await expectNoSeriousViolations(shell);
  await first.getByRole('button', { name: 'Start import' }).click();

  await expect(first.getByText('3 of 3 rows done: 2 written, 1 refused')).toBeVisible();
  await expect(shell.getByText(/Import IMP\d+ ended: 2 rows written, 1 refused/)).toBeVisible();
  const refused = first.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toContainText('3');
  await expect(refused.getByRole('row').nth(1)).toContainText('Email');
  await expect(first.getByRole('button', { name: 'Undo import' })).toBeVisible();
  const firstImport = new URL(shell.url()).pathname;
  expect(await namesOf()).toEqual(['Claire', 'Julie']);

  // The fixed row, in a file with the same headers: 'Surname' is mapped as the clerk mapped it.
  await shell.goto('/imports');
  const second = await upload('fixed.csv', [
    'Type,Surname,First name,Email',
    `I,${family},Marc,marc@example.com`,
  ]);
  await expect(second.getByRole('combobox', { name: 'Field of column Surname' })).toHaveValue('Last name');
  await second.getByRole('button', { name: 'Start import' }).click();
  await expect(second.getByText('1 of 1 rows done: 1 written, 0 refused')).toBeVisible();
  expect(await namesOf()).toEqual(['Claire', 'Julie', 'Marc']);

  await shell.goto(firstImport);
  const undone = shell.getByRole('region', { name: 'Import results' });
  await undone.getByRole('button', { name: 'Undo import' }).click();
  await shell.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(undone.getByRole('button', { name: 'Start import' })).toBeVisible();
  expect(await namesOf()).toEqual(['Marc']);
});
