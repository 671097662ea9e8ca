import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { expect, navigateInApp, test } from './shell-fixtures.ts';

// What an administrator configures for the tenant beyond its scripts: its own fields, and the
// server's caches of its configuration.

test('an administrator gives persons a field of the tenant’s own, drawn in their pages and lists at once', async ({
  shell,
}) => {
  const person = await (async () => {
    await shell.goto('/persons');
    return createRecord(shell, '/api/person/persons', { type: 'I', firstName: 'Ada', lastName: 'Extended' });
  })();
  await shell.goto('/scripts?selectedSettingType=list&filter=collection');
  await shell
    .getByRole('navigation', { name: 'Lists and settings' })
    .getByRole('link', { name: 'collection-extension' })
    .click();
  const editor = shell.getByRole('textbox', { name: 'Setting collection-extension' });
  await editor.click();
  await shell.keyboard.press('Control+a');
  await shell.keyboard.press('Delete');
  await shell.keyboard.insertText(
    JSON.stringify({
      Person: {
        fields: {
          loyaltyTier: {
            type: 'select',
            label: 'Loyalty tier',
            options: [
              { value: 'GOLD', label: 'Gold' },
              { value: 'SILVER', label: 'Silver' },
            ],
          },
        },
      },
    }),
  );
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText('Setting collection-extension saved')).toBeVisible();

  // The person's page draws the field in its Extension card; what is chosen there is kept.
  await navigateInApp(shell, `/person/${person.registration}`);
  const extension = shell.getByRole('region', { name: 'Extension', exact: true });
  await extension.getByRole('combobox', { name: 'Loyalty tier' }).click();
  await shell.getByRole('option', { name: 'Gold', exact: true }).click();
  await shell.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(shell.getByText(`Person ${person.registration} saved`)).toBeVisible();
  const stored = await callApi(shell, 'GET', `/api/person/persons/${person.registration}`);
  expect(stored.body).toMatchObject({ loyaltyTier: 'GOLD' });
  await expectNoSeriousViolations(shell);

  // The list shows it as a column, and filters on it.
  await navigateInApp(shell, '/persons?loyaltyTier=GOLD');
  await expect(shell.getByRole('columnheader', { name: /Loyalty tier/ })).toBeVisible();
  const rows = shell.getByRole('row').filter({ hasText: 'Extended' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Gold');
});

test("an administrator sees what the server keeps of the tenant's configuration, and clears it", async ({
  shell,
}) => {
  // Running a script by name makes the server keep the tenant's scripts.
  await shell.goto('/cache-info');
  expect((await callApi(shell, 'GET', '/api/script/runs/hello-world?who=Ada')).status).toBe(200);
  await shell.reload();
  const server = shell.getByRole('table', { name: "The server's caches" });
  const scripts = server.getByRole('row').filter({ hasText: 'Scripts' });
  await expect(scripts).not.toContainText('Not kept');
  await expectNoSeriousViolations(shell);
  await shell.getByRole('button', { name: "Clear the server's caches" }).click();
  await expect(shell.getByText("The server's caches are cleared")).toBeVisible();
  await expect(scripts).toContainText('Not kept');
});
