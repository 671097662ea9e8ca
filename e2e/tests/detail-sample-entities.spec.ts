import { findEntity, sampleRecord } from '@lessor/domain/entities';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test.setTimeout(180_000);

/**
 * Every entity's pages are checked in a simulated DOM (web's every-entity-detail-page.test.tsx);
 * this sample, one entity per kind of page, checks them in a real browser, where layout, colour
 * contrast and focus are real: persons with their variants, a contract with its side cards, an
 * asset with images, an invoice with its tools, a reference entity, a task with its dates.
 */
const sample = ['Person', 'Contract', 'Asset', 'Invoice', 'Currency', 'Task'].map((name) => {
  const entity = findEntity(name);
  if (!entity) throw new Error(`${name} is declared`);
  return entity;
});

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

test('a sample of entities open a new record on a page of cards, without serious accessibility faults', async ({
  shell,
}) => {
  for (const entity of sample) {
    await expectDetailPage(shell, entity.newRoute);
    await expectNoSeriousViolations(shell);
  }
});

test('a sample of entities open a saved record on a page of cards, without serious accessibility faults', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const token = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  for (const entity of sample) {
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
    await expectNoSeriousViolations(shell);
  }
});
