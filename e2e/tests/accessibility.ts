import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe-core violation of the page as it stands. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}${measured(node.any)}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** What a check measured, such as a contrast's colours and ratio, so that a failure says why. */
function measured(checks: readonly { data?: unknown }[]): string {
  const data = checks.map((check) => check.data).filter((value) => value && typeof value === 'object');
  return data.length > 0 ? ` ${JSON.stringify(data)}` : '';
}
