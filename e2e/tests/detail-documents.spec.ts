import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, fileOnDisk, windowOpenedBy } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("a record's Documents card uploads a file, lists, renames, opens and deletes it", async ({
  shell,
}, testInfo) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Documents SA' });
  await shell.goto(`/person/${person.registration}`);
  const documents = shell.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText('No documents')).toBeVisible();

  const terms = await fileOnDisk(testInfo.outputPath('lease-terms.txt'), 'Signed lease terms, 36 months');
  await documents.locator('input[type="file"]').setInputFiles(terms);
  const uploaded = documents.getByRole('button', { name: 'lease-terms.txt', exact: true });
  await expect(uploaded).toBeVisible();
  await expect(documents.getByText(/OTHER · .* KB · Added by/)).toBeVisible();
  await expect(documents.getByText('No documents')).toBeHidden();
  await expectNoSeriousViolations(shell);

  await documents.getByRole('button', { name: 'Rename lease-terms.txt' }).click();
  const rename = shell.getByRole('dialog', { name: 'Rename the document' });
  await rename.getByLabel('New name').fill('Signed lease.txt');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(documents.getByRole('button', { name: 'Signed lease.txt', exact: true })).toBeVisible();
  await expect(uploaded).toBeHidden();

  const content = await windowOpenedBy(shell, () =>
    documents.getByRole('button', { name: 'View Signed lease.txt' }).click(),
  );
  expect(content.url).toContain(`/api/person/persons/${person.registration}/documents/`);
  expect(content.url).toContain('contentDisposition=inline');
  await expect(content.page.locator('body')).toHaveText('Signed lease terms, 36 months');
  await content.page.close();

  await documents.getByRole('button', { name: 'Delete Signed lease.txt' }).click();
  const confirmation = shell.getByRole('dialog', { name: 'Confirm your selection' });
  await expect(confirmation.getByText('Delete the document Signed lease.txt?')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(documents.getByText('No documents')).toBeVisible();
  const left = await callApi(shell, 'GET', `/api/person/persons/${person.registration}/documents`);
  expect(left.body).toEqual([]);
});

test("the invoices list's download icon shows once the invoice has its INVOICE document, and opens it", async ({
  shell,
}, testInfo) => {
  await shell.goto('/invoices');
  const name = `Documents test invoice ${Date.now()}`;
  const invoice = await createRecord(shell, '/api/billing/invoices', { name });
  const other = await createRecord(shell, '/api/billing/invoices', { name: `${name} without its PDF` });
  const listed = `/invoices?filter=${encodeURIComponent(name)}`;

  await shell.goto(`/invoice/${invoice.registration}`);
  const documents = shell.getByRole('region', { name: 'Documents' });
  await documents.getByRole('combobox', { name: 'Document type' }).click();
  await shell.getByRole('option', { name: 'Invoice', exact: true }).click();
  const invoiceText = await fileOnDisk(
    testInfo.outputPath('invoice-march.txt'),
    'Invoice of March: 1,250.00 EUR',
  );
  await documents.locator('input[type="file"]').setInputFiles(invoiceText);
  await expect(documents.getByRole('button', { name: 'invoice-march.txt', exact: true })).toBeVisible();
  await expect(documents.getByText(/^INVOICE · /)).toBeVisible();

  await shell.goto(listed);
  const download = shell.getByRole('button', { name: `Download the invoice ${invoice.registration}` });
  await expect(download).toBeVisible();
  // Both rows are drawn with their tools: the invoice without an INVOICE document has no icon.
  await expect(shell.getByText(`${name} without its PDF`, { exact: true })).toBeVisible();
  await expect(shell.getByRole('button', { name: `Download the invoice ${other.registration}` })).toHaveCount(
    0,
  );
  const opened = await windowOpenedBy(shell, () => download.click());
  expect(opened.url).toContain(`/api/billing/invoices/${invoice.registration}/documents/`);
  expect(opened.url).toMatch(/contentDisposition=inline&token=/);
  await expect(opened.page.locator('body')).toHaveText('Invoice of March: 1,250.00 EUR');
  await opened.page.close();
  await expectNoSeriousViolations(shell);
});

test("an asset's Images card shows a thumbnail of an uploaded picture, drawn from the content route", async ({
  shell,
}, testInfo) => {
  await shell.goto('/assets');
  const asset = await createRecord(shell, '/api/asset/assets', { name: 'Forklift FL-20' });
  await shell.goto(`/asset/${asset.registration}`);
  const images = shell.getByRole('region', { name: 'Images' });
  await expect(images.getByText('No images')).toBeVisible();
  const picture = await fileOnDisk(
    testInfo.outputPath('forklift.png'),
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  await images.locator('input[type="file"]').setInputFiles(picture);
  const thumbnail = images.getByRole('img', { name: 'forklift.png' });
  await expect(thumbnail).toBeVisible();
  // The image element has no session header: the listed token alone lets the picture load.
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  // An image is a document too: the Documents card lists it with its type.
  await expect(
    shell
      .getByRole('region', { name: 'Documents' })
      .getByRole('button', { name: 'forklift.png', exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(shell);
});
