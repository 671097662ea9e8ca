import type { Page } from '@playwright/test';
import { expect, test } from './shell-fixtures.ts';

async function saveAnswered(shell: Page, status: number, body: unknown) {
  await shell.goto('/persons');
  await shell.getByRole('table', { name: 'Persons' }).getByRole('link').first().click();
  await expect(shell.getByRole('button', { name: 'Save' })).toBeEnabled();
  await shell.route(/\/api\/person\/persons\/[^/?]+$/, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status, json: body }),
  );
  await shell.getByRole('button', { name: 'Save' }).click();
}

test('tells a 500 as "Oops, something went wrong" with the message and status, for 15 s', async ({
  shell,
}) => {
  await saveAnswered(shell, 500, {
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'Internal error, reference $',
    params: ['R-42'],
  });
  const alert = shell.getByRole('alert').filter({ hasText: 'Oops, something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Internal error, reference R-42 (500)');
  await shell.waitForTimeout(6000);
  await expect(alert).toBeVisible();
});

test('joins the errors of an answer without message by new lines', async ({ shell }) => {
  await saveAnswered(shell, 400, {
    errors: [
      { field: 'name', message: 'Name is mandatory' },
      { field: 'type', message: 'Type is mandatory' },
    ],
  });
  const alert = shell.getByRole('alert').filter({ hasText: 'Name is mandatory' });
  await expect(alert).toContainText('Type is mandatory (400)');
});

test('warns for a 409 with a rejection reason and for a 499', async ({ shell }) => {
  await saveAnswered(shell, 409, {
    message: 'Conflict',
    rejectionReason: 'The contract is already validated',
  });
  await expect(
    shell.getByRole('alert').filter({ hasText: 'The contract is already validated (409)' }),
  ).toBeVisible();

  await saveAnswered(shell, 499, { message: 'Request cancelled' });
  const warning = shell.getByRole('alert').filter({ hasText: 'Request cancelled (499)' });
  await expect(warning).toBeVisible();
  await expect(warning).not.toContainText('Oops');
  // Bottom-right, and gone after 5 s like any notification that is not an error.
  const box = await warning.boundingBox();
  const viewport = shell.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  await expect(warning).toBeHidden({ timeout: 8000 });
});
