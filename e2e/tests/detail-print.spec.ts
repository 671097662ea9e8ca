import { readFile } from 'node:fs/promises';
import { readPdfText } from '../../packages/server/src/testing/read-pdf-text.ts';
import { wordDocument, wordText } from '../../packages/server/src/testing/word-document.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord, windowOpenedBy } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a clerk prints a contract with its schedule from the contract's page", async ({ shell }) => {
  await shell.goto('/persons');
  const client = await createRecord(shell, '/api/person/persons', {
    type: 'I',
    firstName: 'Claire',
    lastName: 'Printed',
    addresses: [{ type: 'MAIN', addressLine: '12 rue des Forges 69007 Lyon' }],
  });
  const contract = await createRecord(shell, '/api/financing/contracts', {
    name: 'Printed van lease',
    type: 'LEASE',
    clientRegistration: client.registration,
    financedAmountExclTax: 24000,
    duration: 24,
    rate: 0.05,
    startDate: '2026-01-10',
    taxCode: 'STANDARD',
    currency: 'EUR',
  });
  await shell.goto(`/contract/${contract.registration}`);
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(contract.registration, {
    timeout: 30_000,
  });

  await expectNoSeriousViolations(shell);
  await shell.getByRole('button', { name: 'Print', exact: true }).click();
  const layout = shell.getByRole('menuitem', { name: 'Contract with its schedule' });
  await expect(layout).toBeVisible();
  const printed = shell.waitForResponse((response) => response.url().endsWith('/print/contract-schedule'));
  const opened = await windowOpenedBy(shell, () => layout.click());
  // The new tab shows the PDF the server printed, held by the page.
  expect(opened.url).toMatch(/^blob:/);
  await opened.page.close();
  expect((await printed).headers()['content-type']).toBe('application/pdf');
  // What the tab shows, read again as the page read it, with the session.
  const bytes = await shell.evaluate(async (path) => {
    const authorization = `Bearer ${localStorage.getItem('lessor.session')}`;
    return Array.from(
      new Uint8Array(await (await fetch(path, { headers: { authorization } })).arrayBuffer()),
    );
  }, `/api/financing/contracts/${contract.registration}/print/contract-schedule`);
  const [page, ...more] = (await readPdfText(new Uint8Array(bytes))).pages.map((lines) => lines.join(' '));
  expect(more).toEqual([]);
  expect(page).toContain(`Contract ${contract.registration}`);
  expect(page).toContain(`Claire Printed (${client.registration})`);
  expect(page).toMatch(/1 10\/02\/2026 €[\d,.]+ €100\.00 /);
  expect(page).toMatch(/24 10\/01\/2028 (€[\d,.]+ ){5}€0\.00 +Total €24,000\.00 /);
});

test("a clerk prints an invoice with the tenant's Word template, as the filled Word file", async ({
  shell,
}) => {
  await shell.goto('/invoices');
  const invoice = await createRecord(shell, '/api/billing/invoices', {
    name: 'Printed rent of March',
    amountExclTax: 840,
    currency: 'EUR',
    dueDate: '2026-03-05',
  });
  // The tenant's template: a Word file held by a Report of type DOCUMENT for invoices.
  const token = await shell.evaluate(() => localStorage.getItem('lessor.session'));
  const uploaded = await shell.request.post('/api/report/reports/uploads', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      field: 'template',
      file: {
        name: 'reminder-letter.docx',
        mimeType: 'application/octet-stream',
        buffer: wordDocument([
          'Dear client,',
          'invoice {registration} of {amountExclTax} is due on {dueDate}.',
        ]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  await createRecord(shell, '/api/report/reports', {
    type: 'DOCUMENT',
    name: 'Reminder letter',
    printedEntity: 'Invoice',
    template: await uploaded.json(),
  });

  await shell.goto(`/invoice/${invoice.registration}`);
  await expect(shell.getByRole('heading', { level: 1 })).toContainText(invoice.registration, {
    timeout: 30_000,
  });
  await shell.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(shell.getByRole('menuitem', { name: 'Reminder letter (PDF)' })).toBeVisible();
  const saved = shell.waitForEvent('download');
  await shell.getByRole('menuitem', { name: 'Reminder letter (Word)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${invoice.registration} reminder-letter.docx`);
  const file = await readFile(await download.path());
  expect(wordText(file)).toBe(
    ['Dear client,', `invoice ${invoice.registration} of €840.00 is due on 05/03/2026.`].join('\n'),
  );
});
