import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import {
  availableTestDatabases,
  describeOnEachDatabase,
  multipart,
  type Part,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../testing/index.ts';

const quotaBytes = 1024 * 1024;
const invoices = '/api/billing/invoices';
const inspections = '/api/asset/inspections';
const databases = await availableTestDatabases();

const file = (bytes: number, fileName = 'scan.pdf', type = 'application/pdf'): Part => ({
  name: 'file',
  value: Buffer.alloc(bytes, 1),
  fileName,
  type,
});

describeOnEachDatabase(
  'the storage quota of a tenant on the $name database',
  { storageQuotaBytes: quotaBytes },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;
    const upload = (client: TestClient, url: string, parts: readonly Part[]) =>
      client.request({ method: 'POST', url, ...multipart(parts) });
    const storedBytes = (tenant: string) =>
      withTenant(testApp.db.app, tenant, async (trx) => {
        const documents = await trx
          .selectFrom('record_documents')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.lit(0)).as('bytes'))
          .where('tenant', '=', tenant)
          .executeTakeFirstOrThrow();
        const photos = await trx
          .selectFrom('user_photos')
          .select('username')
          .where('tenant', '=', tenant)
          .execute();
        return { documents: Number(documents.bytes), photos: photos.length };
      });
    const documentsUrl = async (client: TestClient) => {
      const invoice = await client.request({ method: 'POST', url: invoices, payload: { name: 'Rent' } });
      return `${invoices}/${invoice.json().registration}/documents`;
    };

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
    });

    it('refuses a document, a file field upload or a photo past the quota, and writes nothing', async () => {
      const url = await documentsUrl(alpha);
      expect((await upload(alpha, url, [file(700 * 1024)])).statusCode).toBe(201);
      const before = await storedBytes('alpha');
      expect(before).toEqual({ documents: 700 * 1024, photos: 0 });

      const expected = {
        status: 413,
        code: 'STORAGE_QUOTA_EXCEEDED',
        message: `Storage quota of ${quotaBytes} bytes exceeded`,
      };
      const document = await upload(alpha, url, [file(400 * 1024)]);
      expect(document.statusCode).toBe(413);
      expect(document.json()).toEqual(expected);
      const fieldFile = await upload(alpha, `${inspections}/uploads`, [
        { name: 'field', value: 'report' },
        file(400 * 1024, 'report.pdf'),
      ]);
      expect(fieldFile.json()).toEqual(expected);
      const photo = await upload(alpha, `/api/core/users/${alpha.username}/photo`, [
        file(400 * 1024, 'me.png', 'image/png'),
      ]);
      expect(photo.json()).toEqual(expected);
      expect(await storedBytes('alpha')).toEqual(before);

      // The room left is still there, and another tenant's quota is its own.
      expect((await upload(alpha, url, [file(300 * 1024)])).statusCode).toBe(201);
      expect((await upload(beta, await documentsUrl(beta), [file(900 * 1024)])).statusCode).toBe(201);
    });

    it('lets parallel uploads share the room left, never past it', async () => {
      const client = await testApp.tenantClient('gamma');
      const url = await documentsUrl(client);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => upload(client, url, [file(300 * 1024)])),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 413, 413]);
      expect(await storedBytes('gamma')).toEqual({ documents: 900 * 1024, photos: 0 });
    });
  },
);

// The embedded database runs inside this process: its memory would be measured, not the uploads'.
const server = databases.filter((candidate) => candidate.name !== 'embedded');

describe.each(server)('parallel uploads on the $name database', (database) => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await database.open());
    client = await testApp.tenantClient('delta');
  });
  afterAll(() => testApp.close());

  it('streams ten parallel uploads of 19 MB without holding them all in memory', async () => {
    const invoice = await client.request({ method: 'POST', url: invoices, payload: { name: 'Scans' } });
    const url = `${invoices}/${invoice.json().registration}/documents`;
    const bodies = Array.from({ length: 10 }, () => multipart([file(19 * 1024 * 1024)]));
    await client.request({ method: 'POST', url, ...multipart([file(10)]) });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const answers = await Promise.all(bodies.map((body) => client.request({ method: 'POST', url, ...body })));
    clearInterval(sampler);
    const grownMb = (Math.max(peak, process.memoryUsage().rss) - before) / 2 ** 20;
    console.info(`10 parallel uploads of 19 MB: peak rss ${grownMb.toFixed(0)} MB over the start`);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    // Buffered whole, the same uploads grew it by 190 to 290 MB; two at a time in memory (the file and
    // the driver's copy of it) take about 80 MB at most.
    expect(grownMb).toBeLessThan(120);
  }, 120_000);
});
