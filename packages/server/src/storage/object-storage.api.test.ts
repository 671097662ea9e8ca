import { readdir } from 'node:fs/promises';
import { objectStorageContainerPath, objectStorageContainersPath } from '@lessor/domain/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { bucketOf, type LocalS3Server, startLocalS3Server } from '../testing/local-s3-server.ts';
import { moveDocumentsToStorage } from './move-documents-to-storage.ts';
import { storageOf } from './object-storage.ts';
import { orphanAgeMs, sweepStorage } from './storage-sweep.ts';

const invoices = '/api/billing/invoices';

describeOnEachDatabase('storage containers on the $name database', (testApp) => {
  let s3: LocalS3Server;
  let alpha: TestClient;
  let beta: TestClient;
  let clerk: TestClient;

  const upload = async (client: TestClient, registration: string, text: string) => {
    const answer = await client.request({
      method: 'POST',
      url: `${invoices}/${registration}/documents`,
      ...multipart([{ name: 'file', value: text, fileName: 'note.txt', type: 'text/plain' }]),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ _id: string; contentToken: string }>();
  };
  const contentOf = (registration: string, document: { _id: string; contentToken: string }) =>
    testApp.app.inject({
      method: 'GET',
      url: `${invoices}/${registration}/documents/${document._id}/content?token=${document.contentToken}`,
    });
  const newInvoice = async (client: TestClient) =>
    (await client.request({ method: 'POST', url: invoices, payload: { name: 'Rent' } })).json<{
      registration: string;
    }>().registration;
  const overview = async (client: TestClient) =>
    (await client.request({ method: 'GET', url: objectStorageContainersPath })).json();
  const saveBucket = (client: TestClient, name: string, settings: Record<string, unknown>) =>
    client.request({ method: 'PUT', url: objectStorageContainerPath(name), payload: settings });

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'clerk@alpha', profiles: ['USER'] },
    });
    clerk = await testApp.userClient('alpha', 'clerk@alpha');
  });
  afterAll(() => s3.close());

  it('lists the built-in container with its usage, adds a bucket, makes it the default and goes back', async () => {
    const registration = await newInvoice(alpha);
    await upload(alpha, registration, 'kept in the folder');
    const before = await overview(alpha);
    expect(before.containers).toEqual([
      expect.objectContaining({
        name: 'local',
        kind: 'filesystem',
        isDefault: true,
        files: 1,
        usedBytes: 18,
      }),
    ]);
    expect(before.tenantUsedBytes).toBe(18);
    expect(before.tenantQuotaBytes).toBeGreaterThan(0);

    const saved = await saveBucket(alpha, 'archive', { ...bucketOf(s3), prefix: 'alpha/', isDefault: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'archive',
      kind: 's3',
      isDefault: true,
      files: 0,
      s3: { endpoint: s3.endpoint, bucket: s3.bucket, prefix: 'alpha/', accessKeyId: 'S3RVER' },
      updatedBy: alpha.username,
    });
    // The secret key is written, never read back.
    expect(JSON.stringify(saved.json())).not.toContain('secretAccessKey');

    const inBucket = await upload(alpha, registration, 'kept in the bucket');
    expect((await contentOf(registration, inBucket)).body).toBe('kept in the bucket');
    const item = await alpha.request({ method: 'GET', url: objectStorageContainerPath('archive') });
    expect(item.json()).toMatchObject({ files: 1, usedBytes: 18, isDefault: true });
    expect((await overview(alpha)).tenantUsedBytes).toBe(36);

    // A container holding files stays; the built-in one is the default again on request.
    const inUse = await alpha.request({ method: 'DELETE', url: objectStorageContainerPath('archive') });
    expect(inUse.json()).toMatchObject({ status: 409, code: 'STORAGE_CONTAINER_IN_USE' });
    const back = await alpha.request({
      method: 'POST',
      url: `${objectStorageContainerPath('local')}/default`,
    });
    expect(back.json()).toMatchObject({ name: 'local', isDefault: true });
    await upload(alpha, registration, 'folder again');
    const after = await overview(alpha);
    expect(after.containers.map((c: { name: string; files: number }) => `${c.name} ${c.files}`)).toEqual([
      'local 2',
      'archive 1',
    ]);
    // Files already kept are read from where they are.
    expect((await contentOf(registration, inBucket)).body).toBe('kept in the bucket');
  });

  it('refuses a bucket it cannot reach or bad settings, and keeps nothing of them', async () => {
    const wrongKey = await saveBucket(alpha, 'wrong', { ...bucketOf(s3), accessKeyId: 'NOT-A-KEY' });
    expect(wrongKey.json()).toMatchObject({ status: 502, code: 'STORAGE_UNAVAILABLE' });
    expect(wrongKey.json().message).toContain('The storage container "wrong" did not answer as expected');
    const noBucket = await saveBucket(alpha, 'wrong', { ...bucketOf(s3), bucket: 'no-such-bucket' });
    expect(noBucket.json()).toMatchObject({ status: 502, code: 'STORAGE_UNAVAILABLE' });
    const notHttp = await saveBucket(alpha, 'wrong', { ...bucketOf(s3), endpoint: 'file:///etc' });
    expect(notHttp.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    const noSecret = await saveBucket(alpha, 'wrong', { ...bucketOf(s3), secretAccessKey: undefined });
    expect(noSecret.json()).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_BODY' });
    const badName = await saveBucket(alpha, 'Not A Name', bucketOf(s3));
    expect(badName.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_PATH' });
    const local = await saveBucket(alpha, 'local', bucketOf(s3));
    expect(local.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_PATH' });
    const names = (await overview(alpha)).containers.map((c: { name: string }) => c.name);
    expect(names).not.toContain('wrong');
    const unknown = await alpha.request({ method: 'GET', url: objectStorageContainerPath('nowhere') });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'STORAGE_CONTAINER_NOT_FOUND' });
  });

  it("is for administrators, and shows a tenant nothing of another's containers", async () => {
    expect((await clerk.request({ method: 'GET', url: objectStorageContainersPath })).statusCode).toBe(403);
    expect((await saveBucket(clerk, 'mine', bucketOf(s3))).statusCode).toBe(403);
    const betaSees = await overview(beta);
    expect(betaSees.containers.map((c: { name: string }) => c.name)).toEqual(['local']);
    expect(betaSees.tenantUsedBytes).toBe(0);
    const betaDefault = await beta.request({
      method: 'POST',
      url: `${objectStorageContainerPath('archive')}/default`,
    });
    expect(betaDefault.json()).toMatchObject({ status: 404, code: 'STORAGE_CONTAINER_NOT_FOUND' });
  });

  it("refuses a file past a bucket's own quota", async () => {
    const saved = await saveBucket(beta, 'small', {
      ...bucketOf(s3),
      prefix: 'beta/',
      quotaBytes: 30,
      isDefault: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const registration = await newInvoice(beta);
    await upload(beta, registration, 'twenty bytes of text');
    const refused = await beta.request({
      method: 'POST',
      url: `${invoices}/${registration}/documents`,
      ...multipart([{ name: 'file', value: 'eleven more', fileName: 'more.txt', type: 'text/plain' }]),
    });
    expect(refused.json()).toMatchObject({ status: 413, code: 'STORAGE_QUOTA_EXCEEDED' });
    expect((await overview(beta)).containers[1]).toMatchObject({ name: 'small', files: 1, usedBytes: 20 });
  });

  it('removes the objects of deleted documents, and objects no document names once a day old', async () => {
    const registration = await newInvoice(alpha);
    await saveBucket(alpha, 'archive', { ...bucketOf(s3), prefix: 'alpha/', isDefault: true });
    const bucketFile = await upload(alpha, registration, 'goes away');
    await alpha.request({ method: 'POST', url: `${objectStorageContainerPath('local')}/default` });
    const folderFile = await upload(alpha, registration, 'goes away too');
    const kept = await upload(alpha, registration, 'stays');
    for (const document of [bucketFile, folderFile])
      await alpha.request({ method: 'DELETE', url: `${invoices}/${registration}/documents/${document._id}` });
    // An object written by a transaction that then rolled back: no row names it.
    await withTenant(testApp.db.app, 'alpha', (trx) =>
      storageOf(testApp.db).put(trx, 'alpha', Buffer.from('orphan')),
    );
    const objects = () => readdir(storageOf(testApp.db).local('alpha').root, { recursive: true });
    const countBefore = (await objects()).filter((name) => name.includes('-')).length;

    expect(await sweepStorage(testApp.db, 'alpha')).toBe(2);
    expect((await objects()).filter((name) => name.includes('-'))).toHaveLength(countBefore - 1);
    // A day later the orphan goes too; what documents name stays.
    const later = new Date(Date.now() + orphanAgeMs + 60_000);
    expect(await sweepStorage(testApp.db, 'alpha', later)).toBe(1);
    expect(await sweepStorage(testApp.db, 'alpha', later)).toBe(0);
    expect((await contentOf(registration, kept)).body).toBe('stays');
  });

  it('moves documents written into the database before object storage out to the default container', async () => {
    await beta.request({ method: 'POST', url: `${objectStorageContainerPath('local')}/default` });
    const registration = await newInvoice(beta);
    const document = await upload(beta, registration, 'will be moved back');
    // As a document of an older version: its bytes in its row.
    await withTenant(testApp.db.app, 'beta', (trx) =>
      trx
        .updateTable('record_documents')
        .set({ content: Buffer.from('written long ago'), container: null, object_key: null, size: 16 })
        .where('id', '=', document._id)
        .execute(),
    );
    expect((await contentOf(registration, document)).body).toBe('written long ago');
    const stored = () =>
      withTenant(testApp.db.app, 'beta', (trx) =>
        trx
          .selectFrom('record_documents')
          .select(['content', 'container'])
          .where('id', '=', document._id)
          .executeTakeFirstOrThrow(),
      );

    // The default bucket is too full for it: it stays in the database, still served, until the next start.
    await beta.request({ method: 'POST', url: `${objectStorageContainerPath('small')}/default` });
    const warnings: string[] = [];
    const refused = await moveDocumentsToStorage(testApp.db, storageOf(testApp.db), (line) =>
      warnings.push(line),
    );
    expect(refused).toEqual({ moved: 0, failed: 1 });
    expect(warnings[0]).toContain('Storage quota of 30 bytes exceeded');
    expect((await stored()).container).toBeNull();
    expect((await contentOf(registration, document)).body).toBe('written long ago');

    await saveBucket(beta, 'small', { ...bucketOf(s3), prefix: 'beta/', quotaBytes: 100 });
    expect(await moveDocumentsToStorage(testApp.db, storageOf(testApp.db))).toEqual({ moved: 1, failed: 0 });
    expect(await stored()).toEqual({ content: null, container: 'small' });
    expect((await contentOf(registration, document)).body).toBe('written long ago');
  });
});
