import type { StoredFile } from '@lessor/domain/api';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type Part, type TestClient } from '../testing/index.ts';

const inspections = '/api/asset/inspections';
const claims = '/api/case/claims';

const file = (content: string | Buffer, fileName: string, type = 'application/pdf'): Part => ({
  name: 'file',
  value: content,
  fileName,
  type,
});

describeOnEachDatabase('file fields on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  const upload = async (client: TestClient, collection: string, parts: readonly Part[]) =>
    client.request({ method: 'POST', url: `${collection}/uploads`, ...multipart(parts) });
  const uploaded = async (client: TestClient, collection: string, field: string, part: Part) => {
    const response = await upload(client, collection, [{ name: 'field', value: field }, part]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as StoredFile;
  };
  /** The documents rows of tenant alpha: claimed (with their record) or waiting. */
  const alphaDocuments = () =>
    withTenant(testApp.db.app, 'alpha', (trx) =>
      trx.selectFrom('record_documents').select(['id', 'record_id', 'field', 'name']).execute(),
    );
  const contentOf = async (collection: string, recordId: string, documentId: string) => {
    const document = await alpha.request({
      method: 'GET',
      url: `${collection}/${recordId}/documents/${documentId}`,
    });
    expect(document.statusCode, document.body).toBe(200);
    const content = await testApp.app.inject({
      method: 'GET',
      url: `${collection}/${recordId}/documents/${documentId}/content?token=${document.json().contentToken}`,
    });
    return content.body;
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  it("keeps an uploaded file with the record saved naming it, out of the record's documents list", async () => {
    const report = await uploaded(alpha, inspections, 'report', file('%PDF report', 'Report.PDF'));
    expect(report).toEqual({
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Report.PDF',
      size: 11,
      mimeType: 'application/pdf',
    });
    const created = await alpha.request({
      method: 'POST',
      url: inspections,
      payload: { name: 'Delivery check', report: { ...report, size: 1 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const inspection = created.json();
    // The stored size is the file's, whatever the body said.
    expect(inspection.report).toEqual(report);
    const read = await alpha.request({ method: 'GET', url: `${inspections}/${inspection.registration}` });
    expect(read.json().report).toEqual(report);
    expect(await contentOf(inspections, inspection.registration, report.documentId)).toBe('%PDF report');
    const listed = await alpha.request({
      method: 'GET',
      url: `${inspections}/${inspection.registration}/documents`,
    });
    expect(listed.json()).toEqual([]);
    // Through its field only: the documents routes neither rename nor delete it.
    const rename = await alpha.request({
      method: 'PATCH',
      url: `${inspections}/${inspection.registration}/documents/${report.documentId}`,
      payload: { name: 'other.pdf' },
    });
    expect(rename.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('adds, renames and removes the files of a files field as the record is saved, and deletes them with it', async () => {
    const photo = await uploaded(alpha, claims, 'attachments', file('jpeg bytes', 'dent.jpg', 'image/jpeg'));
    const quote = await uploaded(alpha, claims, 'attachments', file('%PDF quote', 'quote.pdf'));
    const created = await alpha.request({
      method: 'POST',
      url: claims,
      payload: { name: 'Dented door', attachments: [photo, quote] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const claim = created.json();
    expect(claim.attachments.map((each: StoredFile) => each.name)).toEqual(['dent.jpg', 'quote.pdf']);

    const replaced = await alpha.request({
      method: 'PUT',
      url: `${claims}/${claim.registration}`,
      payload: { ...claim, attachments: [{ ...photo, name: 'Front door dent.jpg' }] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().attachments).toEqual([{ ...photo, name: 'Front door dent.jpg' }]);
    const rows = await alphaDocuments();
    expect(rows.find((row) => row.id === photo.documentId)).toMatchObject({
      record_id: claim._id,
      field: 'attachments',
      name: 'Front door dent.jpg',
    });
    expect(rows.some((row) => row.id === quote.documentId)).toBe(false);
    const history = await alpha.request({
      method: 'GET',
      url: `/api/core/histories?entityRegistration=${claim.registration}`,
    });
    // The history tells the references, never the bytes.
    expect(history.body).toContain('Front door dent.jpg');
    expect(history.body).not.toContain('jpeg bytes');

    const removed = await alpha.request({ method: 'DELETE', url: `${claims}/${claim.registration}` });
    expect(removed.statusCode).toBe(204);
    expect((await alphaDocuments()).some((row) => row.id === photo.documentId)).toBe(false);
  });

  it("refuses a file its field does not accept, in the specification's words, and stores nothing", async () => {
    const before = (await alphaDocuments()).length;
    const executable = await upload(alpha, inspections, [
      { name: 'field', value: 'report' },
      file('MZ', 'report.exe', 'application/octet-stream'),
    ]);
    expect(executable.json()).toMatchObject({
      status: 400,
      code: 'INVALID_FILE_EXTENSION',
      errors: [
        {
          field: 'report',
          message: 'Forbidden document extension "exe". Accepted formats: pdf, jpg, jpeg, png',
        },
      ],
    });
    const large = await upload(alpha, claims, [
      { name: 'field', value: 'attachments' },
      file(Buffer.alloc(10 * 1048576 + 1), 'scan.pdf'),
    ]);
    expect(large.json()).toMatchObject({
      status: 413,
      code: 'BODY_TOO_LARGE',
      errors: [{ field: 'attachments', message: 'File too large. Max size 10 MB' }],
    });
    for (const field of [undefined, 'comment', 'nothing']) {
      const parts: Part[] = [file('%PDF', 'a.pdf'), ...(field ? [{ name: 'field', value: field }] : [])];
      expect((await upload(alpha, inspections, parts)).json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_IN_BODY',
      });
    }
    expect((await alphaDocuments()).length).toBe(before);
  });

  it("refuses a save naming a file it may not take, and writes nothing: unknown, another user's, another tenant's, another record's, or data", async () => {
    const colleague = 'colleague@alpha';
    await alpha.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: colleague, isAdmin: true },
    });
    const theirs = await uploaded(
      await testApp.userClient('alpha', colleague),
      inspections,
      'report',
      file('%PDF theirs', 'theirs.pdf'),
    );
    const otherTenant = await uploaded(beta, inspections, 'report', file('%PDF beta', 'beta.pdf'));
    const claimedElsewhere = (
      await alpha.request({
        method: 'POST',
        url: inspections,
        payload: {
          name: 'First',
          report: await uploaded(alpha, inspections, 'report', file('%PDF', 'first.pdf')),
        },
      })
    ).json().report as StoredFile;
    const forClaims = await uploaded(alpha, claims, 'attachments', file('%PDF', 'claim.pdf'));
    const inspectionCount = async () =>
      (await alpha.request({ method: 'GET', url: inspections })).json().length as number;
    const before = await inspectionCount();
    for (const report of [
      { documentId: '00000000-0000-4000-8000-000000000000', name: 'x.pdf', size: 1, mimeType: 'x' },
      theirs,
      otherTenant,
      claimedElsewhere,
      forClaims,
      { name: 'data.pdf', size: 4, type: 'application/pdf', url: 'data:application/pdf;base64,JVBERg==' },
    ]) {
      const refused = await alpha.request({
        method: 'POST',
        url: inspections,
        payload: { name: 'Forged', report },
      });
      expect(refused.json(), JSON.stringify(report)).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_VALUE',
      });
    }
    expect(await inspectionCount()).toBe(before);
    const waiting = (await alphaDocuments()).filter((row) => row.id === theirs.documentId);
    expect(waiting).toEqual([expect.objectContaining({ record_id: null })]);
  });

  it('deletes files no save claimed within a day, as new ones arrive', async () => {
    const stale = await uploaded(alpha, inspections, 'report', file('%PDF old', 'old.pdf'));
    await withTenant(testApp.db.app, 'alpha', (trx) =>
      trx
        .updateTable('record_documents')
        .set({ created_at: sql<Date>`now() - interval '25 hours'` })
        .where('id', '=', stale.documentId)
        .execute(),
    );
    const fresh = await uploaded(alpha, inspections, 'report', file('%PDF new', 'new.pdf'));
    const ids = (await alphaDocuments()).map((row) => row.id);
    expect(ids).toContain(fresh.documentId);
    expect(ids).not.toContain(stale.documentId);
  });
});
