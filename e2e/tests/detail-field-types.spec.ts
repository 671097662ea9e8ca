import { expectNoSeriousViolations } from './accessibility.ts';
import { callApi, fileOnDisk, openInBritishEnglish, windowOpenedBy } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

test("an asset's colour and location are typed and saved", async ({ shell }) => {
  await openInBritishEnglish(shell, '/asset');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Blue van');
  const colour = shell.getByRole('textbox', { name: 'Colour' });
  // Text that is no colour does not stay: leaving the field puts back the last valid colour.
  await colour.fill('#1e6bd6');
  await colour.blur();
  await colour.fill('blue');
  await colour.blur();
  await expect(colour).toHaveValue('#1e6bd6');
  const location = shell.getByRole('group', { name: 'Location' });
  await location.getByRole('textbox', { name: 'Address line 1' }).fill('12 rue de la Paix');
  await location.getByRole('textbox', { name: 'Postcode' }).fill('75002');
  await location.getByRole('textbox', { name: 'City' }).fill('Paris');
  await expectNoSeriousViolations(shell);
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/asset\/AST\d{8}$/);

  await shell.reload();
  await expect(shell.getByRole('textbox', { name: 'Colour' })).toHaveValue('#1e6bd6');
  const saved = shell.getByRole('group', { name: 'Location' });
  await expect(saved.getByRole('textbox', { name: 'City' })).toHaveValue('Paris');
  await expect(saved.getByRole('textbox', { name: 'Postcode' })).toHaveValue('75002');
});

test("an inspection's condition is picked on a grid, and its report refused, then uploaded, renamed, saved and opened", async ({
  shell,
}, testInfo) => {
  await openInBritishEnglish(shell, '/inspection');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).fill('Return check');
  await shell.getByRole('radio', { name: 'Fair' }).click();
  await expect(shell.getByRole('radio', { name: 'Fair' })).toBeChecked();
  const report = shell.locator('[data-field-path="report"]');
  await report
    .locator('input[type="file"]')
    .setInputFiles(await fileOnDisk(testInfo.outputPath('report.exe'), 'MZ'));
  await expect(
    report.getByText('Forbidden document extension "exe". Accepted formats: pdf, jpg, jpeg, png'),
  ).toBeVisible();
  await report
    .locator('input[type="file"]')
    .setInputFiles(await fileOnDisk(testInfo.outputPath('report.pdf'), '%PDF-1.4 return report'));
  await expect(report.getByText('report.pdf')).toBeVisible();
  await expect(report.getByText('Forbidden document extension', { exact: false })).toHaveCount(0);
  await report.getByRole('button', { name: 'Rename report.pdf' }).click();
  await report.getByRole('textbox', { name: 'File name' }).fill('Return report.pdf');
  await report.getByRole('textbox', { name: 'File name' }).press('Enter');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/inspection\/INS\d{8}$/);
  const registration = shell.url().split('/').at(-1);

  await shell.reload();
  await expect(shell.getByRole('radio', { name: 'Fair' })).toBeChecked();
  const saved = shell.locator('[data-field-path="report"]');
  await expect(saved.getByText('Return report.pdf')).toBeVisible();
  const stored = await callApi(shell, 'GET', `/api/asset/inspections/${registration}`);
  expect(stored.body).toMatchObject({
    condition: 'FAIR',
    report: { name: 'Return report.pdf', size: 22, mimeType: 'application/pdf' },
  });
  const opened = await windowOpenedBy(shell, () =>
    saved.getByRole('button', { name: 'View Return report.pdf' }).click(),
  );
  expect(opened.url).toContain(`/api/asset/inspections/`);
  expect(opened.url).toContain('/content?contentDisposition=inline');
  await opened.page.close();
  await expectNoSeriousViolations(shell);
});

test("a claim's supporting documents: several uploaded at once, one opened, one deleted, the rest saved", async ({
  shell,
}, testInfo) => {
  await openInBritishEnglish(shell, '/claim');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).fill('Scratched bonnet');
  const description = shell.getByRole('textbox', { name: 'Description' });
  await description.fill('Scratched');
  await description.blur();
  await expect(shell.getByText('Length must be ≥ 20')).toBeVisible();
  await expect(shell.getByText('9/4000 (Min: 20)')).toBeVisible();
  await description.fill('Scratched in the depot car park');
  await expect(shell.getByText('31/4000 (Min: 20)')).toBeVisible();
  const attachments = shell.locator('[data-field-path="attachments"]');
  await attachments
    .locator('input[type="file"]')
    .setInputFiles(await fileOnDisk(testInfo.outputPath('video.mp4'), Buffer.alloc(10 * 1048576 + 1)));
  await expect(attachments.getByText('File too large. Max size 10 MB')).toBeVisible();
  await attachments
    .locator('input[type="file"]')
    .setInputFiles([
      await fileOnDisk(testInfo.outputPath('estimate.txt'), 'Body shop estimate: 420 EUR'),
      await fileOnDisk(testInfo.outputPath('statement.txt'), 'Driver statement'),
    ]);
  await expect(attachments.getByText('estimate.txt')).toBeVisible();
  await expect(attachments.getByText('statement.txt')).toBeVisible();
  // Not saved yet: the browser's own copy opens.
  const local = await windowOpenedBy(shell, () =>
    attachments.getByRole('button', { name: 'View estimate.txt' }).click(),
  );
  await expect(local.page.locator('body')).toHaveText('Body shop estimate: 420 EUR');
  await local.page.close();
  await attachments.getByRole('button', { name: 'Delete statement.txt' }).click();
  await expect(attachments.getByText('statement.txt')).toHaveCount(0);
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/claim\/CLM\d{8}$/);

  await shell.reload();
  const saved = shell.locator('[data-field-path="attachments"]');
  await expect(saved.getByText('estimate.txt')).toBeVisible();
  await expect(saved.getByText('statement.txt')).toHaveCount(0);
  const opened = await windowOpenedBy(shell, () =>
    saved.getByRole('button', { name: 'View estimate.txt' }).click(),
  );
  await expect(opened.page.locator('body')).toHaveText('Body shop estimate: 420 EUR');
  await opened.page.close();
});

test("a deal's win probability is set on a slider by keyboard, a vote's choice by radio, a flag by switch", async ({
  shell,
}) => {
  await openInBritishEnglish(shell, '/deal');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).first().fill('Tractor fleet');
  const probability = shell.getByRole('slider', { name: 'Win probability' });
  await probability.focus();
  for (let step = 0; step < 7; step++) await shell.keyboard.press('ArrowRight');
  await expect(probability).toHaveAttribute('aria-valuenow', '70');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/deal\/DEA\d{8}$/);
  await shell.reload();
  await expect(shell.getByRole('slider', { name: 'Win probability' })).toHaveAttribute('aria-valuenow', '70');

  await openInBritishEnglish(shell, '/vote');
  await shell.getByRole('radio', { name: 'Against' }).check();
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/vote\/VOT\d{8}$/);
  await shell.reload();
  await expect(shell.getByRole('radio', { name: 'Against' })).toBeChecked();
  await expect(shell.getByRole('radio', { name: 'For' })).not.toBeChecked();

  await openInBritishEnglish(shell, '/feature-flag');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).fill('instant-payouts');
  await shell.getByRole('switch', { name: 'Enabled' }).check();
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/feature-flag\/FFL\d{8}$/);
  await shell.reload();
  await expect(shell.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await expectNoSeriousViolations(shell);
});

test("a document's opening password is checked and saved, and never shown again", async ({ shell }) => {
  await openInBritishEnglish(shell, '/document');
  await shell.getByRole('textbox', { name: 'Name', exact: true }).fill('March statement');
  const password = shell.getByLabel('Opening password', { exact: true });
  await password.fill('x'.repeat(129));
  await password.blur();
  await expect(shell.getByText('Length must be ≤ 128')).toBeVisible();
  await password.fill('Op3n-sesame');
  await expect(shell.getByText('Length must be ≤ 128')).toHaveCount(0);
  await expect(password).toHaveAttribute('type', 'password');
  await shell.keyboard.press('Control+s');
  await expect(shell).toHaveURL(/\/document\/DOC\d{8}$/);
  const registration = shell.url().split('/').at(-1);

  await shell.reload();
  const saved = shell.getByLabel('Opening password', { exact: true });
  await expect(saved).toHaveValue('');
  await expect(saved).toHaveAttribute('placeholder', 'Saved: type to replace it');
  const stored = await callApi(shell, 'GET', `/api/core/documents/${registration}`);
  expect(stored.body).toMatchObject({ name: 'March statement' });
  expect(JSON.stringify(stored.body)).not.toContain('Op3n-sesame');
});

test.describe('in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test("a communication's date-time is typed and shown on the user's clock, and kept as the instant", async ({
    shell,
  }) => {
    await openInBritishEnglish(shell, '/communication');
    const date = shell.getByRole('textbox', { name: 'Date', exact: true });
    await date.fill('15/06/2025 14:30');
    await shell.getByRole('textbox', { name: 'Subject', exact: true }).fill('Call back at half past two');
    await shell.keyboard.press('Control+s');
    await expect(shell).toHaveURL(/\/communication\/CMN\d{8}$/);
    const registration = shell.url().split('/').at(-1) ?? '';

    // Summer time in Paris is two hours ahead of UTC.
    const stored = await callApi(shell, 'GET', `/api/communication/communications/${registration}`);
    expect(stored.body).toMatchObject({ date: '2025-06-15T12:30:00.000Z' });
    await shell.reload();
    await expect(shell.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('15/06/2025 14:30');
    // A day picked in the calendar keeps the time of day.
    await shell.getByRole('button', { name: 'Open calendar' }).click();
    await shell.getByRole('button', { name: '20 June 2025', exact: true }).click();
    await expect(shell.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue('20/06/2025 14:30');

    await shell.goto(`/communications?filter=${registration}`);
    await expect(shell.getByRole('row', { name: new RegExp(registration) })).toContainText(
      '15/06/2025 14:30',
    );
  });
});
