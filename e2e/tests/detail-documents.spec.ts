import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import ExcelJS from 'exceljs';
import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, createRecord, fileOnDisk, onePixelPng, windowOpenedBy } from './detail-records.ts';
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

test("a record's uploaded file is a Document: the documents list shows it, and its page opens the file", async ({
  shell,
}, testInfo) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Filed Documents SA' });
  await shell.goto(`/person/${person.registration}`);
  const fileName = `id-card-${Date.now()}.txt`;
  const card = await fileOnDisk(testInfo.outputPath(fileName), 'Identity card of the manager');
  await shell.getByRole('region', { name: 'Documents' }).locator('input[type="file"]').setInputFiles(card);
  await expect(shell.getByRole('button', { name: fileName, exact: true })).toBeVisible();

  await shell.goto(`/documents?filter=${encodeURIComponent(fileName)}`);
  await expect(shell.getByText(fileName, { exact: true })).toBeVisible();
  const found = await callApi(shell, 'GET', `/api/core/documents?name=${encodeURIComponent(fileName)}`);
  const [document] = found.body as { registration: string; entityRegistration: string }[];
  expect(document?.entityRegistration).toBe(person.registration);

  await shell.goto(`/document/${document?.registration}`);
  const file = shell.getByRole('region', { name: 'File' });
  await expect(file.getByRole('link', { name: /Filed Documents SA/ })).toBeVisible();
  await expect(file.getByText(`${fileName} · text/plain`)).toBeVisible();
  await expectNoSeriousViolations(shell);
  const content = await windowOpenedBy(shell, () =>
    file.getByRole('button', { name: `View ${fileName}` }).click(),
  );
  await expect(content.page.locator('body')).toHaveText('Identity card of the manager');
  await content.page.close();
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
  const picture = await fileOnDisk(testInfo.outputPath('forklift.png'), onePixelPng);
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

test("an asset's images turn in a carousel, by button and arrow key, and a clerk orders them", async ({
  shell,
}, testInfo) => {
  await shell.goto('/assets');
  const asset = await createRecord(shell, '/api/asset/assets', { name: 'Tractor T-7' });
  await shell.goto(`/asset/${asset.registration}`);
  const images = shell.getByRole('region', { name: 'Images' });
  for (const name of ['front.png', 'side.png', 'rear.png']) {
    await images
      .locator('input[type="file"]')
      .setInputFiles(await fileOnDisk(testInfo.outputPath(name), onePixelPng));
    await expect(images.getByRole('button', { name: `Show ${name}` })).toBeVisible();
  }
  const carousel = images.getByRole('group', { name: 'Images' });
  const place = carousel.getByText(/, image \d of 3$/);
  const first = (await place.textContent()) ?? '';
  await carousel.getByRole('button', { name: 'Next image' }).click();
  await expect(place).toHaveText(/, image 2 of 3$/);
  await carousel.getByRole('button', { name: 'Next image' }).focus();
  await shell.keyboard.press('ArrowRight');
  await expect(place).toHaveText(/, image 3 of 3$/);
  await shell.keyboard.press('ArrowRight');
  await expect(place).toHaveText(first);
  await expectNoSeriousViolations(shell);

  // rear.png becomes the main image, then side.png moves before front.png.
  await carousel.getByRole('button', { name: 'Show rear.png' }).click();
  await carousel.getByRole('button', { name: 'Make it the main image' }).click();
  await expect(place).toHaveText('rear.png, image 1 of 3');
  await expect(carousel.getByRole('button', { name: 'Make it the main image' })).toHaveCount(0);
  const order = async () =>
    (
      (
        await callApi(
          shell,
          'GET',
          `/api/asset/assets/${asset.registration}/documents?type=MAINIMAGE,IMAGE&sort=-type,sortIndex`,
        )
      ).body as { name: string }[]
    ).map((image) => image.name);
  await expect.poll(order).toEqual(['rear.png', expect.any(String), expect.any(String)]);
  const [, second, third] = await order();
  await carousel.getByRole('button', { name: `Show ${third}` }).click();
  await carousel.getByRole('button', { name: 'Move earlier' }).click();
  await expect(place).toHaveText(`${third}, image 2 of 3`);
  await expect.poll(order).toEqual(['rear.png', third, second]);
});

/** Whether LibreOffice's command is on this machine's PATH, where the test's server looks for it. */
const hasLibreOffice = (process.env.PATH ?? '')
  .split(delimiter)
  .some((folder) => ['soffice', 'libreoffice'].some((name) => existsSync(join(folder, name))));

test('a clerk turns a scanned page into a PDF, stamps a copy with a watermark, and converts a workbook', async ({
  shell,
}, testInfo) => {
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Conversions SA' });
  await shell.goto(`/person/${person.registration}`);
  const documents = shell.getByRole('region', { name: 'Documents' });
  const scan = await fileOnDisk(testInfo.outputPath('id-scan.png'), onePixelPng);
  await documents.locator('input[type="file"]').setInputFiles(scan);
  await documents.getByRole('button', { name: 'Convert id-scan.png to PDF' }).click();
  await expect(shell.getByText('id-scan.pdf added')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'id-scan.pdf', exact: true })).toBeVisible();
  // A PDF is not converted again.
  await expect(documents.getByRole('button', { name: 'Convert id-scan.pdf to PDF' })).toHaveCount(0);

  await documents.getByRole('button', { name: 'Stamp id-scan.pdf with a watermark' }).click();
  const stamp = shell.getByRole('dialog', { name: 'Stamp a copy with a watermark' });
  await expect(stamp.getByLabel('Watermark text')).toHaveValue('COPY');
  await stamp.getByLabel('Watermark text').fill('COPY FOR THE BANK');
  await expectNoSeriousViolations(shell);
  await stamp.getByRole('button', { name: 'Save' }).click();
  await expect(stamp).toBeHidden();
  await expect(
    documents.getByRole('button', { name: 'id-scan (COPY FOR THE BANK).pdf', exact: true }),
  ).toBeVisible();
  const listed = (await callApi(shell, 'GET', `/api/person/persons/${person.registration}/documents`))
    .body as { name: string; mimeType: string }[];
  expect(listed.map(({ name, mimeType }) => `${name} ${mimeType}`).sort()).toEqual([
    'id-scan (COPY FOR THE BANK).pdf application/pdf',
    'id-scan.pdf application/pdf',
    'id-scan.png image/png',
  ]);

  // An office file needs LibreOffice on the server: converted when it is there, told plainly when not.
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Schedule').addRow(['Instalment', 'Amount']);
  const book = await fileOnDisk(
    testInfo.outputPath('schedule.xlsx'),
    Buffer.from(await workbook.xlsx.writeBuffer()),
  );
  await documents.locator('input[type="file"]').setInputFiles(book);
  await documents.getByRole('button', { name: 'Convert schedule.xlsx to PDF' }).click();
  if (hasLibreOffice) await expect(shell.getByText('schedule.pdf added')).toBeVisible({ timeout: 60_000 });
  else
    await expect(
      shell.getByText(
        'Unavailable software LibreOffice: install it on the server (soffice on the PATH, or LESSOR_SOFFICE) to convert office files to PDF',
      ),
    ).toBeVisible();
});
