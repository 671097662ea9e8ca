import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

const path = '/database/current-operations';
const listCall = '**/api/system/database/current-operations';

test("tells the demo's administrator, no super admin, that the database's operations are not theirs to see", async ({
  shell,
}) => {
  await shell.goto(path);
  await expect(shell.getByRole('heading', { level: 1, name: 'Current database operations' })).toBeVisible();
  await expect(
    shell.getByText(
      "Only super admins see the database's operations: its sessions run every tenant's queries.",
    ),
  ).toBeVisible();
  await expect(shell.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(shell.getByRole('table')).toHaveCount(0);
  await expectNoSeriousViolations(shell);
});

test("lists the database's backends for a super admin and cancels a running query once confirmed", async ({
  shell,
}) => {
  // The demo has no super admin: the server's answers are those it gives one.
  let cancelled = false;
  let reads = 0;
  await shell.route(listCall, (route) => {
    reads += 1;
    return route.fulfill({
      json: [
        {
          pid: 4242,
          user: 'lessor',
          applicationName: 'psql',
          clientAddress: '10.0.0.7',
          state: cancelled ? 'idle' : 'active',
          waitEvent: cancelled ? 'Client: ClientRead' : 'Timeout: PgSleep',
          queryStart: new Date(Date.now() - 125_000).toISOString(),
          durationMs: 125_000,
          query: 'select pg_sleep(600)',
          backendType: 'client backend',
        },
        {
          pid: 77,
          user: 'lessor',
          applicationName: '',
          clientAddress: null,
          state: 'idle',
          waitEvent: 'Client: ClientRead',
          queryStart: new Date(Date.now() - 60_000).toISOString(),
          durationMs: 3,
          query: 'commit',
          backendType: 'client backend',
        },
      ],
    });
  });
  await shell.route(`${listCall}/4242/cancel`, (route) => {
    cancelled = true;
    return route.fulfill({ json: { pid: 4242, cancelled: true } });
  });

  await shell.goto(path);
  const table = shell.getByRole('table', { name: 'Database backends' });
  const running = table.getByRole('row').filter({ hasText: 'select pg_sleep(600)' });
  await expect(running).toContainText('Timeout: PgSleep');
  await expect(running).toContainText('2 min 5 s');
  await expect(table.getByRole('row').filter({ hasText: 'commit' }).getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolations(shell);

  // Read again on its own every few seconds, and at once with Refresh.
  await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThan(1);
  const before = reads;
  await shell.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => reads).toBeGreaterThan(before);

  // Keyboard: the row's Cancel takes the focus and Enter, then the dialog's Yes.
  const cancel = running.getByRole('button', { name: 'Cancel the query of backend 4242' });
  await cancel.focus();
  await shell.keyboard.press('Enter');
  const dialog = shell.getByRole('dialog', { name: 'Cancel the query' });
  await expect(dialog).toContainText('Cancel the query of backend 4242? Its transaction is rolled back.');
  await expectNoSeriousViolations(shell);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(shell.getByText('Backend 4242 was asked to cancel its query')).toBeVisible();
  expect(cancelled).toBe(true);
  await expect(running.getByRole('button')).toHaveCount(0);
});
