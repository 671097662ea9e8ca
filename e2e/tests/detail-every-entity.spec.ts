import { entities, sampleRecord } from '@lessor/domain/entities';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test.setTimeout(600_000);

// /documentation and its sub-paths are the documentation screens (foundation.md §2), not the
// Documentation entity's pages.
const withDetailPages = entities.filter((entity) => entity.route !== 'documentation');

/** A detail page once its record and cards are there: a title, cards, and no field the engine cannot show. */
async function expectDetailPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
  await expect(heading, path).not.toHaveText(/not found|Unsupported entity|Oops|Page not found/);
  await expect(page.locator('main section[aria-labelledby]').first(), path).toBeVisible();
  await expect(page.locator('[data-card-placeholder]'), path).toHaveCount(0);
  await expect(page.getByText('Unknown type', { exact: true }), path).toHaveCount(0);
}

test('every entity with a create form opens a new record on a page of cards, without serious accessibility faults', async ({
  shell,
}) => {
  const creatable = withDetailPages.filter((entity) => entity.hasCreateForm && !entity.apiReadOnly);
  expect(creatable.length).toBeGreaterThan(70);
  for (const entity of creatable) {
    await expectDetailPage(shell, entity.newRoute);
    await expectNoSeriousViolations(shell);
  }
});

test('every entity opens a saved record on a page of cards', async ({ shell }) => {
  await shell.goto('/persons');
  const token = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  for (const entity of withDetailPages) {
    const listed = await shell.request.get(`${entity.apiPath}?range=0-0`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = (await listed.json()) as { registration: string }[];
    // The demo holds records of most entities; the others get one, if the API writes them.
    const record =
      first ??
      (entity.apiReadOnly ? undefined : await createRecord(shell, entity.apiPath, sampleRecord(entity)));
    if (!record) continue;
    await expectDetailPage(shell, `/${entity.route}/${encodeURIComponent(record.registration)}`);
  }
});
