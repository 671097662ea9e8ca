import { createRecord } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test('a long page mounts the cards out of view after its first paint, and Tab reaches the fields of each', async ({
  shell,
}) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', {
    type: 'I',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  await shell.goto(`/person/${person.registration}`);
  // Tabbing starts at once, while cards further down may still wait for their turn.
  await shell.getByRole('textbox', { name: 'First name', exact: true }).focus();
  const last = shell.getByRole('textbox', { name: 'Total expenditure', exact: true });
  const cardsCrossed: string[] = [];
  for (let press = 0; press < 300; press++) {
    if (await last.evaluate((element) => element === document.activeElement)) break;
    await shell.keyboard.press('Tab');
    const card = await shell.evaluate(() => {
      const section = document.activeElement?.closest('section[aria-labelledby]');
      const titleId = section?.getAttribute('aria-labelledby');
      return titleId ? (document.getElementById(titleId)?.textContent ?? '') : '';
    });
    if (card && cardsCrossed.at(-1) !== card) cardsCrossed.push(card);
  }
  await expect(last).toBeFocused();
  // Every card of the left column on the way, in the page's order, each entered once.
  expect(new Set(cardsCrossed).size).toBe(cardsCrossed.length);
  expect(cardsCrossed.length).toBeGreaterThan(4);
  await expect(shell.locator('[data-card-placeholder]')).toHaveCount(0);
});
