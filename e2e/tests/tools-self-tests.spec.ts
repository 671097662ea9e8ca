import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord } from './detail-records.ts';
import { signInWithProfile } from './profile-sign-in.ts';
import { expect, test } from './shell-fixtures.ts';

test("an administrator's tests name a script that does not compile, and pass once it is disabled", async ({
  shell,
}) => {
  await shell.goto('/persons');
  const name = `broken-${Date.now()}`;
  const script = await createRecord(shell, '/api/script/scripts', { name, code: 'function (' });

  await shell.goto('/tests');
  await expect(shell.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
  await shell.getByRole('button', { name: 'Run the tests' }).click();
  const scripts = shell.getByRole('region', { name: 'Scripts compile' });
  await expect(scripts.getByText('Failed', { exact: true })).toBeVisible();
  const faults = scripts.getByRole('table', { name: 'At fault in Scripts compile' });
  await expect(faults.getByRole('row').filter({ hasText: name })).toContainText('SyntaxError');
  await expect(
    shell.getByRole('region', { name: 'Workflows are whole' }).getByText(/workflows of the tenant/),
  ).toBeVisible();
  await expectNoSeriousViolations(shell);

  const disabled = await callApi(
    shell,
    'GET',
    `/api/script/scripts/${script.registration}/transitions/DISABLE`,
  );
  expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
  await shell.getByRole('button', { name: 'Run the tests again' }).click();
  await expect(scripts.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('a user who is no administrator is told the tests are for administrators', async ({
  shell,
  browser,
}) => {
  const signedIn = await signInWithProfile(shell, browser, 'TEST_READER', ['read /api/core/tasks']);
  await signedIn.page.goto('/tests');
  await expect(signedIn.page.getByText("Permission 'isAdmin' is required")).toBeVisible();
  await expect(signedIn.page.getByRole('button', { name: 'Run the tests' })).toHaveCount(0);
  await signedIn.close();
});
