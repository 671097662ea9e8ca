import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, openInBritishEnglish } from './detail-records.ts';
import { signInWithProfile } from './profile-sign-in.ts';
import { expect, test } from './shell-fixtures.ts';

// A meeting's hour is read where the clerk is: the browser is in Paris, an hour ahead of UTC in March.
test.use({ timezoneId: 'Europe/Paris' });

/**
 * Months no demo record falls in, one per test, so that a day shows what its test made and nothing
 * else, whichever test ran first on the server.
 */
const month = '2043-03';
const readerMonth = '2043-09';

/** A lease of three monthly instalments of 100.00 paid in advance from the 15th, activated: its cashflows are planned. */
async function activeLease(page: Page, name: string, startMonth: string): Promise<string> {
  const contract = await createRecord(page, '/api/financing/contracts', {
    name,
    financedAmountExclTax: 300,
    duration: 3,
    frequency: 'MONTHLY',
    rate: 0,
    paymentTiming: 'ADVANCE',
    startDate: `${startMonth}-15`,
    currency: 'EUR',
    clientRegistration: 'PER00000001',
  });
  for (const code of ['SUBMIT', 'APPROVE', 'ACTIVATE']) {
    const moved = await callApi(
      page,
      'GET',
      `/api/financing/contracts/${contract.registration}/transitions/${code}`,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return contract.registration;
}

test('a month shows the tasks, meetings, contract starts and instalments due, and is walked by week and day', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const task = await createRecord(shell, '/api/core/tasks', {
    subject: 'Call the insurer',
    dueDate: `${month}-12`,
    status: 'TODO',
  });
  const committee = await createRecord(shell, '/api/governance/committees', {
    name: 'March credit committee',
    startDate: `${month}-12T08:30:00.000Z`,
  });
  const lease = await activeLease(shell, 'Calendar lease', month);

  await openInBritishEnglish(shell, `/calendar?view=month&date=${month}-01`);
  await expect(shell.getByRole('heading', { level: 2, name: 'March 2043' })).toBeVisible();
  const grid = shell.getByRole('table');
  await expect(grid.getByRole('link', { name: `Call the insurer · ${task.registration}` })).toBeVisible();
  await expect(
    grid.getByRole('link', { name: `March credit committee · ${committee.registration}` }),
  ).toBeVisible();
  await expect(grid.getByRole('link', { name: `Calendar lease · ${lease}` })).toBeVisible();
  await expect(grid.getByRole('link', { name: `€100.00 · ${lease}` })).toBeVisible();
  await expectNoSeriousViolations(shell);

  // By keyboard: the next month holds the lease's second instalment, and back.
  await shell.getByRole('button', { name: 'Next month' }).focus();
  await shell.keyboard.press('Enter');
  await expect(shell.getByRole('heading', { level: 2, name: 'April 2043' })).toBeVisible();
  await expect(shell).toHaveURL(/view=month&date=2043-04-01/);
  await expect(grid.getByRole('link', { name: `€100.00 · ${lease}` })).toBeVisible();
  await expect(grid.getByRole('link', { name: `Call the insurer · ${task.registration}` })).toHaveCount(0);
  await shell.getByRole('button', { name: 'Previous month' }).press('Enter');
  await expect(shell.getByRole('heading', { level: 2, name: 'March 2043' })).toBeVisible();

  // A day's number opens the day: the meeting first, at its hour in Paris, then the task.
  await shell.getByRole('button', { name: 'Thursday, 12 March 2043' }).click();
  await expect(shell.getByRole('heading', { level: 2, name: 'Thursday, 12 March 2043' })).toBeVisible();
  const day = shell.getByRole('listitem');
  await expect(day).toHaveCount(2);
  await expect(day.first()).toContainText('09:30 Committee');
  await expect(day.last()).toContainText('Task');

  // The week of the 12th, with the tasks hidden.
  // The views are radio buttons: the arrow keys move from one to the next.
  await shell.getByRole('radio', { name: 'Day' }).focus();
  await shell.keyboard.press('ArrowLeft');
  await expect(shell.getByRole('radio', { name: 'Week' })).toBeChecked();
  await expect(shell).toHaveURL(/view=week&date=2043-03-12/);
  await expect(shell.getByRole('link', { name: `Call the insurer · ${task.registration}` })).toBeVisible();
  await shell.getByRole('checkbox', { name: 'Tasks' }).uncheck();
  await expect(shell.getByRole('link', { name: `Call the insurer · ${task.registration}` })).toHaveCount(0);
  await expect(
    shell.getByRole('link', { name: `March credit committee · ${committee.registration}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.getByRole('link', { name: `March credit committee · ${committee.registration}` }).click();
  await expect(shell).toHaveURL(new RegExp(`/committee/${committee.registration}$`));
});

test('a user who may read tasks alone is offered tasks alone, and reads no contract', async ({
  shell,
  browser,
}) => {
  await shell.goto('/persons');
  const task = await createRecord(shell, '/api/core/tasks', {
    subject: 'Chase the signature',
    dueDate: `${readerMonth}-20`,
  });
  const lease = await activeLease(shell, 'Unseen lease', readerMonth);
  const signedIn = await signInWithProfile(shell, browser, 'TASK_READER', ['read /api/core/tasks']);
  const reader = signedIn.page;
  const contractCalls: string[] = [];
  reader.on('request', (request) => {
    if (/\/api\/(financing|billing|governance)\//.test(request.url())) contractCalls.push(request.url());
  });

  await reader.goto(`/calendar?view=month&date=${readerMonth}-01`);
  await expect(
    reader.getByRole('link', { name: `Chase the signature · ${task.registration}` }),
  ).toBeVisible();
  await expect(reader.getByRole('checkbox')).toHaveCount(1);
  await expect(reader.getByRole('checkbox', { name: 'Tasks' })).toBeChecked();
  await expect(reader.getByRole('link', { name: new RegExp(lease) })).toHaveCount(0);
  expect(contractCalls).toEqual([]);
  await expectNoSeriousViolations(reader);
  await signedIn.close();
});
