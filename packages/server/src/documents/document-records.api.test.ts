import type { EntityRecord, RecordDocument } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { recordExistingDocuments } from './record-existing-documents.ts';

const invoices = '/api/billing/invoices';
const documents = '/api/core/documents';

/** A record's documents and the Document records are one thing: each write through either shows in both. */
describeOnEachDatabase(
  'documents as Document records on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;

    const newInvoice = async (name: string): Promise<EntityRecord> =>
      (await alpha.request({ method: 'POST', url: invoices, payload: { name } })).json();
    const upload = async (
      invoice: EntityRecord,
      content: string,
      fileName: string,
    ): Promise<RecordDocument> => {
      const response = await alpha.request({
        method: 'POST',
        url: `${invoices}/${invoice.registration}/documents`,
        ...multipart([
          { name: 'type', value: 'INVOICE' },
          { name: 'file', value: content, fileName, type: 'application/pdf' },
        ]),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const recordDocuments = async (invoice: EntityRecord): Promise<RecordDocument[]> =>
      (await alpha.request({ method: 'GET', url: `${invoices}/${invoice.registration}/documents` })).json();
    const documentRecordsOf = async (invoice: EntityRecord): Promise<EntityRecord[]> =>
      (
        await alpha.request({
          method: 'GET',
          url: `${documents}?entityName=Invoice&entityRegistration=${invoice.registration}`,
        })
      ).json();
    const fileRows = (id: string) =>
      withTenant(testApp.db.app, 'alpha', (trx) =>
        trx.selectFrom('record_documents').select('name').where('id', '=', id).execute(),
      );

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
    });

    it('makes each uploaded file a Document record of the same id, listed, included and opened by its id', async () => {
      const invoice = await newInvoice('Rent April');
      const uploaded = await upload(invoice, '%PDF-1.4 April', 'april.pdf');
      const [record, ...others] = await documentRecordsOf(invoice);
      expect(others).toEqual([]);
      expect(record).toMatchObject({
        _id: uploaded._id,
        name: 'april.pdf',
        type: 'INVOICE',
        entityName: 'Invoice',
        entityRegistration: invoice.registration,
        mimeType: 'application/pdf',
        size: '%PDF-1.4 April'.length,
      });
      expect(record?.registration).toMatch(/^DOC\d+$/);

      const [listed] = (
        await alpha.request({
          method: 'GET',
          url: `${invoices}?registration=${invoice.registration}&include=documents`,
        })
      ).json<{ included: { documents: EntityRecord[] } }[]>();
      expect(listed?.included.documents.map((document) => document._id)).toEqual([uploaded._id]);

      for (const id of [uploaded._id, record?.registration]) {
        const content = await alpha.request({
          method: 'GET',
          url: `${documents}/${id}/content?entityName=Document`,
        });
        expect(content.statusCode, content.body).toBe(200);
        expect(content.headers['content-type']).toBe('application/pdf');
        expect(content.body).toBe('%PDF-1.4 April');
      }
      const embedded = await alpha.request({
        method: 'GET',
        url: `${documents}/${uploaded._id}/content?base64=true`,
      });
      expect(Buffer.from(embedded.json().base64data, 'base64').toString()).toBe('%PDF-1.4 April');
      const otherEntity = await alpha.request({
        method: 'GET',
        url: `${documents}/${uploaded._id}/content?entityName=Asset`,
      });
      expect(otherEntity.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    });

    it('keeps the file in step with its Document record, whichever is written', async () => {
      const invoice = await newInvoice('Rent May');
      const uploaded = await upload(invoice, '%PDF-1.4 May', 'may.pdf');
      const renamed = await alpha.request({
        method: 'PATCH',
        url: `${documents}/${uploaded._id}`,
        payload: { name: 'May invoice.pdf', type: 'REMINDER', size: 1 },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      // The size is the bytes', whatever the body says.
      expect(renamed.json()).toMatchObject({ name: 'May invoice.pdf', size: '%PDF-1.4 May'.length });
      expect(await recordDocuments(invoice)).toMatchObject([
        { _id: uploaded._id, name: 'May invoice.pdf', type: 'REMINDER' },
      ]);

      const fromTheCard = await alpha.request({
        method: 'PATCH',
        url: `${invoices}/${invoice.registration}/documents/${uploaded._id}`,
        payload: { name: 'Invoice May.pdf' },
      });
      expect(fromTheCard.statusCode, fromTheCard.body).toBe(200);
      expect(await documentRecordsOf(invoice)).toMatchObject([{ name: 'Invoice May.pdf', _version: 3 }]);

      // A whole record sent again without its owner keeps the one it has.
      const current = (await alpha.request({ method: 'GET', url: `${documents}/${uploaded._id}` })).json();
      const replaced = await alpha.request({
        method: 'PUT',
        url: `${documents}/${uploaded._id}`,
        payload: { name: 'Invoice May (final).pdf', type: 'INVOICE', _version: current._version },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toMatchObject({
        entityName: 'Invoice',
        entityRegistration: invoice.registration,
      });
      expect(await recordDocuments(invoice)).toMatchObject([{ name: 'Invoice May (final).pdf' }]);

      const other = await newInvoice('Rent June');
      const moved = await alpha.request({
        method: 'PATCH',
        url: `${documents}/${uploaded._id}`,
        payload: { entityRegistration: other.registration },
      });
      expect(moved.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
      expect(await recordDocuments(invoice)).toHaveLength(1);
    });

    it('deletes the file with its Document record, and the Document records with their record', async () => {
      const invoice = await newInvoice('Rent July');
      const first = await upload(invoice, '%PDF-1.4 July', 'july.pdf');
      const second = await upload(invoice, '%PDF-1.4 July copy', 'july copy.pdf');

      const removed = await alpha.request({ method: 'DELETE', url: `${documents}/${first._id}/content` });
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await recordDocuments(invoice)).map((document) => document._id)).toEqual([second._id]);
      expect((await documentRecordsOf(invoice)).map((document) => document._id)).toEqual([second._id]);
      expect(await fileRows(first._id)).toEqual([]);

      const fromTheCard = await alpha.request({
        method: 'DELETE',
        url: `${invoices}/${invoice.registration}/documents/${second._id}`,
      });
      expect(fromTheCard.statusCode).toBe(204);
      expect(await documentRecordsOf(invoice)).toEqual([]);

      const doomed = await newInvoice('Doomed');
      const file = await upload(doomed, '%PDF-1.4 doomed', 'doomed.pdf');
      expect((await alpha.request({ method: 'DELETE', url: `${invoices}/${doomed._id}` })).statusCode).toBe(
        204,
      );
      expect(await documentRecordsOf(doomed)).toEqual([]);
      expect(await fileRows(file._id)).toEqual([]);
    });

    it('gives a document kept before Document records its record, at the next start', async () => {
      const invoice = await newInvoice('Rent of old');
      const oldId = await withTenant(testApp.db.app, 'alpha', async (trx) => {
        const row = await trx
          .insertInto('record_documents')
          .values({
            tenant: 'alpha',
            entity_name: 'Invoice',
            record_id: invoice._id,
            entity_registration: invoice.registration,
            name: 'old.pdf',
            type: 'INVOICE',
            mime_type: 'application/pdf',
            size: 11,
            content: Buffer.from('%PDF-1.4 ol'),
            created_by: alpha.username,
            updated_by: alpha.username,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      expect(await documentRecordsOf(invoice)).toEqual([]);
      expect(await recordExistingDocuments(testApp.db)).toMatchObject({ failed: 0 });
      const [record] = await documentRecordsOf(invoice);
      expect(record).toMatchObject({ name: 'old.pdf', size: 11, _insertUser: alpha.username });
      expect(record?._id).not.toBe(oldId);
      expect((await recordDocuments(invoice)).map((document) => document._id)).toEqual([record?._id]);
      const content = await alpha.request({ method: 'GET', url: `${documents}/${record?._id}/content` });
      expect(content.body).toBe('%PDF-1.4 ol');
      expect(await recordExistingDocuments(testApp.db)).toEqual({ recorded: 0, failed: 0 });
    });

    it("opens or deletes a Document's file only for who may also read or write its record", async () => {
      const invoice = await newInvoice('Rent of September');
      const uploaded = await upload(invoice, '%PDF-1.4 September', 'september.pdf');
      await testApp.configure(alpha, 'profilesPermissions', {
        DOCUMENTS: ['read /api/core/documents', 'write /api/core/documents'],
        CLERK: ['read /api/core/documents', 'read /api/billing/invoices'],
      });
      for (const [username, profile] of [
        ['archivist@alpha', 'DOCUMENTS'],
        ['clerk@alpha', 'CLERK'],
      ])
        await alpha.request({
          method: 'POST',
          url: '/api/core/users',
          payload: { username, profiles: [profile] },
        });
      const archivist = await testApp.userClient('alpha', 'archivist@alpha');
      const clerk = await testApp.userClient('alpha', 'clerk@alpha');
      const content = `${documents}/${uploaded._id}/content`;

      for (const method of ['GET', 'DELETE'] as const)
        expect((await archivist.request({ method, url: content })).json()).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      expect((await clerk.request({ method: 'GET', url: content })).body).toBe('%PDF-1.4 September');
      expect((await clerk.request({ method: 'DELETE', url: content })).statusCode).toBe(403);
      expect(await recordDocuments(invoice)).toHaveLength(1);
    });

    it("answers a Document without a file plainly, and keeps another tenant's documents unseen", async () => {
      const bare = (
        await alpha.request({
          method: 'POST',
          url: documents,
          payload: { name: 'Paper copy', type: 'CONTRACT' },
        })
      ).json<EntityRecord>();
      const noFile = await alpha.request({ method: 'GET', url: `${documents}/${bare._id}/content` });
      expect(noFile.json()).toMatchObject({
        status: 404,
        code: 'DOCUMENT_WITHOUT_CONTENT',
        message: `The document "${bare.registration}" has no file`,
      });

      const invoice = await newInvoice('Rent August');
      const uploaded = await upload(invoice, '%PDF-1.4 August', 'august.pdf');
      for (const method of ['GET', 'DELETE'] as const) {
        const foreign = await beta.request({ method, url: `${documents}/${uploaded._id}/content` });
        expect(foreign.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
      }
      expect(await recordDocuments(invoice)).toHaveLength(1);
    });
  },
);
