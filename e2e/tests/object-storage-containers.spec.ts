import { type LocalS3Server, startLocalS3Server } from '../../packages/server/src/testing/local-s3-server.ts';
import { expectNoSeriousViolations } from './accessibility.ts';
import { createRecord, fileOnDisk, windowOpenedBy } from './detail-records.ts';
import { expect, test } from './shell-fixtures.ts';

// An S3-compatible service on a loopback port, as a tenant's bucket at AWS or MinIO would be.
let s3: LocalS3Server;
test.beforeAll(async () => {
  s3 = await startLocalS3Server();
});
test.afterAll(() => s3.close());

test('an administrator adds an S3 bucket, files go to it, and the built-in folder becomes the default again', async ({
  shell,
}, testInfo) => {
  await shell.goto('/object-storage-containers');
  const containers = shell.getByRole('table', { name: 'Object storage containers' });
  await expect(containers.getByRole('link', { name: 'local', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(shell.getByText(/ used of the tenant’s /)).toBeVisible();
  await expectNoSeriousViolations(shell);

  await shell.getByRole('button', { name: 'Add an S3 container' }).click();
  const dialog = shell.getByRole('dialog', { name: 'Add an S3 container' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('archive');
  await dialog.getByRole('textbox', { name: 'Endpoint' }).fill(s3.endpoint);
  await dialog.getByRole('textbox', { name: 'Bucket' }).fill(s3.bucket);
  await dialog.getByRole('textbox', { name: 'Key prefix' }).fill('demo/');
  await dialog.getByRole('textbox', { name: 'Access key ID' }).fill('NOT-A-KEY');
  await dialog.getByLabel('Secret access key').fill(s3.secretAccessKey);
  await dialog.getByRole('checkbox', { name: 'New files go to this container' }).check();
  await expectNoSeriousViolations(shell);
  // Keys the service refuses: the bucket is not kept, and the form says why.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The storage container "archive" did not answer as expected',
  );
  await dialog.getByRole('textbox', { name: 'Access key ID' }).fill(s3.accessKeyId);
  await dialog.getByRole('button', { name: 'Save' }).click();

  // Its own screen: empty, and where new files go.
  await expect(shell).toHaveURL(/\/object-storage-container\/archive$/);
  await expect(shell.getByRole('heading', { name: 'Container archive' })).toBeVisible();
  await expect(shell.getByText('New files go to this container.')).toBeVisible();
  await expect(shell.getByText('S3 bucket · 0 files, 0 KB')).toBeVisible();
  await expectNoSeriousViolations(shell);

  // A clerk's upload lands in the bucket, and opens from there.
  await shell.goto('/persons');
  const person = await createRecord(shell, '/api/person/persons', { type: 'C', name: 'Bucket SA' });
  await shell.goto(`/person/${person.registration}`);
  const documents = shell.getByRole('region', { name: 'Documents' });
  const scan = await fileOnDisk(testInfo.outputPath('signed-lease.txt'), 'Signed lease kept in S3');
  await documents.locator('input[type="file"]').setInputFiles(scan);
  await expect(documents.getByRole('button', { name: 'signed-lease.txt', exact: true })).toBeVisible();
  const opened = await windowOpenedBy(shell, () =>
    documents.getByRole('button', { name: 'View signed-lease.txt' }).click(),
  );
  await expect(opened.page.locator('body')).toHaveText('Signed lease kept in S3');
  await opened.page.close();

  await shell.goto('/object-storage-containers');
  const archiveRow = containers.getByRole('row').filter({ hasText: 'archive' });
  await expect(archiveRow).toContainText('Default');
  await expect(archiveRow.getByRole('cell').nth(2)).toHaveText('1');

  // Back to the server's folder for new files; the bucket keeps what it holds, and stays while it does.
  await containers.getByRole('link', { name: 'local', exact: true }).click();
  await shell.getByRole('button', { name: 'Make it the default' }).click();
  await expect(shell.getByText('New files go to this container.')).toBeVisible();
  await shell.goto('/object-storage-container/archive');
  await shell.getByRole('button', { name: 'Remove this container' }).click();
  await expect(shell.getByRole('alert')).toContainText('Storage container "archive" holds 1 file(s)');
});
