import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, openInBritishEnglish } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("the tenant's published pages are searched and read, in the user's language", async ({ shell }) => {
  await shell.goto('/persons');
  const topic = `topic${Date.now()}`;
  const publish = async (body: Record<string, unknown>) => {
    const page = await createRecord(shell, '/api/core/documentations', body);
    const published = await callApi(
      shell,
      'GET',
      `/api/core/documentations/${page.registration}/transitions/PUBLISH`,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return page;
  };
  await publish({
    name: 'Running the billing',
    path: `${topic}/billing`,
    locale: 'en',
    content: `# Running the billing\n\nThe **billing run** makes the invoices of the instalments due (${topic}).`,
  });
  await publish({
    name: 'Lancer la facturation',
    path: `${topic}/billing`,
    locale: 'fr',
    content: `La facturation crée les factures des échéances dues (${topic}).`,
  });
  await publish({
    name: 'Rates',
    path: `${topic}/rates`,
    locale: '',
    content: `Fixings by hand (${topic}).`,
  });
  await createRecord(shell, '/api/core/documentations', {
    name: 'A draft',
    path: `${topic}/draft`,
    content: `Not published yet (${topic}).`,
  });

  await openInBritishEnglish(shell, `/documentation-search?q=${topic}`);
  await expect(shell.getByRole('heading', { level: 1, name: 'Documentation search' })).toBeVisible();
  const found = shell.getByRole('list', { name: 'Pages found' });
  await expect(found.getByRole('link')).toHaveText(['Running the billing', 'Rates']);
  await shell.getByRole('searchbox', { name: 'Search the documentation' }).fill(`${topic} invoices`);
  await expect(found.getByRole('link')).toHaveText(['Running the billing']);
  await expect(found).toContainText('run makes the invoices of the instalments due');
  await expectNoSeriousViolations(shell);

  await found.getByRole('link', { name: 'Running the billing' }).click();
  await expect(shell).toHaveURL(new RegExp(`/documentation/${topic}/billing$`));
  await expect(shell.getByRole('heading', { level: 1, name: 'Running the billing' })).toBeVisible();
  await expect(shell.getByText('billing run', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expectNoSeriousViolations(shell);

  // A path no page has: the product's own getting started.
  await shell.goto('/documentation/getting-started/getting-started');
  await expect(shell.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
});
