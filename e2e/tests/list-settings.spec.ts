import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { expect, test } from './shell-fixtures.ts';

const documentPath = '/api/core/configuration-documents/user-configuration';

/** Writes the tenant's user configuration through the API, as its administrator would. */
async function writeUserConfiguration(page: Page, value: object): Promise<void> {
  const session = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.put(documentPath, {
    headers: { authorization: `Bearer ${session}` },
    data: { value },
  });
  expect(response.status()).toBe(200);
}

test("follows the tenant's list page settings: title, default query, Add, row actions and expandable rows", async ({
  shell,
}) => {
  await shell.goto('/agreements');
  await writeUserConfiguration(shell, {
    options: {
      listPages: {
        agreements: {
          title: 'Partner agreements',
          query: { status: 'ACTIVE' },
          addButton: false,
          rowActions: [
            {
              label: 'Suspend',
              method: 'GET',
              url: '/api/financing/agreements/{registration}/transitions/SUSPEND',
              reload: true,
            },
          ],
          expandPath: '/api/person/persons?registration={partnerRegistration}',
        },
      },
    },
  });
  try {
    await shell.reload();
    await expect(shell.getByRole('heading', { level: 1, name: 'Partner agreements' })).toBeVisible();
    await expect(shell.getByRole('link', { name: 'Add' })).toHaveCount(0);
    const table = shell.getByRole('table', { name: 'Agreements' });
    const statuses = table.locator('tbody tr td:nth-child(3)');
    await expect.poll(async () => new Set(await statuses.allTextContents())).toEqual(new Set(['Active']));

    const first = (await table.locator('tbody tr td:nth-child(2)').first().textContent()) ?? '';
    // The partner, fetched on the first expand.
    await table.getByRole('button', { name: `Details of ${first}` }).click();
    await expect(table.getByRole('listitem')).toHaveText(/^\S+ · \S.* · ACTIVE$/);

    await table.getByRole('button', { name: `Actions on ${first}` }).click();
    await expectNoSeriousViolations(shell);
    await shell
      .getByRole('dialog', { name: `Actions on ${first}` })
      .getByRole('button', { name: 'Suspend' })
      .click();
    await expect(shell.getByText('Event executed successfully')).toBeVisible();
    // Reloaded 500 ms later: the suspended agreement leaves the active ones.
    await expect(table.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  } finally {
    await writeUserConfiguration(shell, {});
  }
});
