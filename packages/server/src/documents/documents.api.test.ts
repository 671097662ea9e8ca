import { objectStorageContainerPath } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type Part, type TestClient } from '../testing/index.ts';
import { bucketOf, type LocalS3Server, startLocalS3Server } from '../testing/local-s3-server.ts';

const invoices = '/api/billing/invoices';

const textFile = (content: string, fileName = 'terms.txt', type = 'text/plain'): Part => ({
  name: 'file',
  value: content,
  fileName,
  type,
});

/** The same tests with the files in each kind of container: the built-in folder, and an S3 bucket. */
for (const container of ['local', 's3'] as const)
  describeOnEachDatabase(
    `documents of a record, kept in the ${container} container, on the $name database`,
    { permissionsCacheMs: 0 },
    (testApp) => {
      let alpha: TestClient;
      let beta: TestClient;
      let invoice: { _id: string; registration: string };
      let s3: LocalS3Server | undefined;

      const upload = (client: TestClient, url: string, parts: readonly Part[]) =>
        client.request({ method: 'POST', url, ...multipart(parts) });
      const documentsOf = (registration: string) => `${invoices}/${registration}/documents`;
      const documentCount = () =>
        withTenant(testApp.db.app, 'alpha', (trx) =>
          trx
            .selectFrom('record_documents')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow(),
        ).then((row) => Number(row.count));

      beforeAll(async () => {
        alpha = await testApp.tenantClient('alpha');
        beta = await testApp.tenantClient('beta');
        if (container === 's3') {
          s3 = await startLocalS3Server();
          for (const [client, prefix] of [
            [alpha, 'alpha/'],
            [beta, 'beta/'],
          ] as const) {
            const made = await client.request({
              method: 'PUT',
              url: objectStorageContainerPath('s3'),
              payload: { ...bucketOf(s3), prefix, isDefault: true },
            });
            expect(made.statusCode, made.body).toBe(200);
          }
        }
        invoice = (
          await alpha.request({ method: 'POST', url: invoices, payload: { name: 'Rent March' } })
        ).json();
        await beta.request({ method: 'POST', url: invoices, payload: { name: 'Beta rent' } });
      });
      afterAll(() => s3?.close());

      it('uploads a file, lists it, serves its content with a token, renames it and deletes it', async () => {
        const url = documentsOf(invoice.registration);
        const uploaded = await upload(alpha, url, [
          { name: 'type', value: 'INVOICE' },
          textFile('Pay by the 5th'),
        ]);
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const document = uploaded.json();
        expect(document).toMatchObject({
          name: 'terms.txt',
          type: 'INVOICE',
          mimeType: 'text/plain',
          size: 14,
          entityName: 'Invoice',
          entityRegistration: invoice.registration,
          _insertUser: alpha.username,
        });
        expect(document._id).toMatch(/^[0-9a-f-]{36}$/);
        // The bytes are in the container, not in the row.
        const row = await withTenant(testApp.db.app, 'alpha', (trx) =>
          trx
            .selectFrom('record_documents')
            .select(['container', 'content'])
            .where('id', '=', document._id)
            .executeTakeFirstOrThrow(),
        );
        expect(row).toEqual({ container, content: null });

        const listed = (await alpha.request({ method: 'GET', url })).json();
        expect(listed.map((item: { _id: string }) => item._id)).toEqual([document._id]);
        // The record's id names it as well as its registration.
        const byId = (
          await alpha.request({ method: 'GET', url: `${invoices}/${invoice._id}/documents` })
        ).json();
        expect(byId).toHaveLength(1);

        const content = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${document._id}/content?contentDisposition=inline&token=${listed[0].contentToken}`,
        });
        expect(content.statusCode).toBe(200);
        expect(content.body).toBe('Pay by the 5th');
        expect(content.headers['content-type']).toContain('text/plain');
        expect(content.headers['content-disposition']).toBe(
          `inline; filename="terms.txt"; filename*=UTF-8''terms.txt`,
        );
        expect(content.headers['content-security-policy']).toContain('sandbox');

        const renamed = await alpha.request({
          method: 'PATCH',
          url: `${url}/${document._id}`,
          payload: { name: '  Terms of March.txt ' },
        });
        expect(renamed.json()).toMatchObject({ name: 'Terms of March.txt', type: 'INVOICE' });
        const attachment = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${document._id}/content?contentDisposition=attachment&token=${renamed.json().contentToken}`,
        });
        expect(attachment.headers['content-disposition']).toMatch(
          /^attachment; filename="Terms of March.txt"/,
        );

        expect((await alpha.request({ method: 'DELETE', url: `${url}/${document._id}` })).statusCode).toBe(
          204,
        );
        expect((await alpha.request({ method: 'GET', url })).json()).toEqual([]);
        const gone = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${document._id}/content?token=${renamed.json().contentToken}`,
        });
        expect(gone.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
      });

      it('filters by type and sorts as asked; names a document after its name field when sent', async () => {
        const url = documentsOf(invoice.registration);
        await upload(alpha, url, [textFile('notes', 'notes.txt'), { name: 'type', value: 'OTHER' }]);
        await upload(alpha, url, [
          { name: 'type', value: 'REMINDER' },
          { name: 'name', value: 'Reminder letter' },
          textFile('reminder bytes', 'reminder.pdf', 'application/pdf'),
        ]);
        await upload(alpha, url, [
          { name: 'type', value: 'INVOICE' },
          textFile('invoice', 'invoice.pdf', 'application/pdf'),
        ]);
        const letters = (
          await alpha.request({ method: 'GET', url: `${url}?type=REMINDER,OTHER&sort=-type` })
        ).json();
        expect(letters.map((item: { name: string }) => item.name)).toEqual(['Reminder letter', 'notes.txt']);
        const invoicesOnly = (await alpha.request({ method: 'GET', url: `${url}?type=INVOICE` })).json();
        expect(invoicesOnly.map((item: { name: string }) => item.name)).toEqual(['invoice.pdf']);
        const untyped = await upload(alpha, url, [textFile('notes')]);
        expect(untyped.json().type).toBe('OTHER');
      });

      it("types a record's documents from its own entity's list, and the tenant may replace it", async () => {
        const url = documentsOf(invoice.registration);
        // An invoice's documents are invoices, reminders and others, not an asset's pictures.
        const picture = await upload(alpha, url, [
          { name: 'type', value: 'IMAGE' },
          textFile('image bytes', 'front.png', 'image/png'),
        ]);
        expect(picture.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
        const lists = (
          await alpha.request({
            method: 'GET',
            url: '/api/script/lists?valuesOnly=true&lists=invoiceDocumentType,assetDocumentType',
          })
        ).json();
        expect(lists).toEqual([
          ['INVOICE', 'REMINDER', 'OTHER'],
          ['MAINIMAGE', 'IMAGE', 'INVOICE', 'CONTRACT', 'REGISTRATION_CERTIFICATE', 'OTHER'],
        ]);
        await testApp.configure(alpha, 'lists', {
          invoiceDocumentType: [{ value: 'INVOICE' }, { value: 'IMAGE' }],
        });
        const configured = await upload(alpha, url, [
          { name: 'type', value: 'IMAGE' },
          textFile('image bytes', 'front.png', 'image/png'),
        ]);
        expect(configured.statusCode).toBe(201);
        const reminder = await upload(alpha, url, [
          { name: 'type', value: 'REMINDER' },
          textFile('reminder'),
        ]);
        expect(reminder.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
        await testApp.configure(alpha, 'lists', {});
      });

      it('keeps images in the order given, main image first, and serves one as base64 when asked', async () => {
        const asset = (
          await alpha.request({ method: 'POST', url: '/api/asset/assets', payload: { name: 'Crane' } })
        ).json();
        const url = `/api/asset/assets/${asset.registration}/documents`;
        const image = async (name: string, type: string, sortIndex?: string) =>
          (
            await upload(alpha, url, [
              { name: 'type', value: type },
              ...(sortIndex === undefined ? [] : [{ name: 'sortIndex', value: sortIndex }]),
              textFile(`${name} bytes`, name, 'image/png'),
            ])
          ).json();
        const side = await image('side.png', 'IMAGE', '2');
        await image('rear.png', 'IMAGE', '1');
        await image('front.png', 'MAINIMAGE');
        const ordered = async () =>
          (await alpha.request({ method: 'GET', url: `${url}?type=MAINIMAGE,IMAGE&sort=-type,sortIndex` }))
            .json()
            .map((item: { name: string; sortIndex?: number }) => `${item.name} ${item.sortIndex ?? '-'}`);
        expect(await ordered()).toEqual(['front.png -', 'rear.png 1', 'side.png 2']);

        const moved = await alpha.request({
          method: 'PATCH',
          url: `${url}/${side._id}`,
          payload: { sortIndex: 0 },
        });
        expect(moved.json()).toMatchObject({ name: 'side.png', sortIndex: 0, type: 'IMAGE' });
        expect(await ordered()).toEqual(['front.png -', 'side.png 0', 'rear.png 1']);
        for (const sortIndex of [-1, 1.5, 'first']) {
          const refused = await alpha.request({
            method: 'PATCH',
            url: `${url}/${side._id}`,
            payload: { sortIndex },
          });
          expect(refused.json()).toMatchObject({ status: 400, code: 'INVALID_INTEGER_FIELD' });
        }
        const badUpload = await upload(alpha, url, [
          { name: 'sortIndex', value: 'x' },
          textFile('x', 'x.png'),
        ]);
        expect(badUpload.json()).toMatchObject({ status: 400, code: 'INVALID_INTEGER_FIELD' });
        expect(await ordered()).toHaveLength(3);

        const encoded = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${side._id}/content?base64=true&token=${side.contentToken}`,
        });
        expect(encoded.json()).toMatchObject({
          _id: side._id,
          name: 'side.png',
          mimeType: 'image/png',
          base64data: Buffer.from('side.png bytes').toString('base64'),
        });
      });

      it('refuses bad input with catalogued errors and writes nothing', async () => {
        const url = documentsOf(invoice.registration);
        const before = await documentCount();
        const noFile = await upload(alpha, url, [{ name: 'type', value: 'INVOICE' }]);
        expect(noFile.json()).toMatchObject({ status: 400, code: 'MISSING_FILE_IN_REQUEST' });
        const json = await alpha.request({ method: 'POST', url, payload: { name: 'x' } });
        expect(json.json()).toMatchObject({ status: 400, code: 'MISSING_FILE_IN_REQUEST' });
        const badType = await upload(alpha, url, [{ name: 'type', value: 'SELFIE' }, textFile('x')]);
        expect(badType.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
        const empty = await upload(alpha, url, [textFile('')]);
        expect(empty.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
        const blankName = await upload(alpha, url, [{ name: 'name', value: '   ' }, textFile('x')]);
        expect(blankName.json()).toMatchObject({ status: 400, code: 'INVALID_NON_EMPTY_STRING_FIELD' });
        const twoFiles = await upload(alpha, url, [textFile('a'), textFile('b', 'b.txt')]);
        expect(twoFiles.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_BODY' });
        const noRecord = await upload(alpha, documentsOf('INV99999999'), [textFile('x')]);
        expect(noRecord.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
        expect(await documentCount()).toBe(before);

        const notUuid = await alpha.request({
          method: 'PATCH',
          url: `${url}/not-a-uuid`,
          payload: { name: 'x' },
        });
        expect(notUuid.json()).toMatchObject({ status: 404, code: 'ENTITY_REGISTRATION_NOT_FOUND' });
        const [first] = (await alpha.request({ method: 'GET', url })).json();
        const noName = await alpha.request({
          method: 'PATCH',
          url: `${url}/${first._id}`,
          payload: { name: '' },
        });
        expect(noName.json()).toMatchObject({ status: 400, code: 'INVALID_NON_EMPTY_STRING_FIELD' });
        const nothing = await alpha.request({ method: 'PATCH', url: `${url}/${first._id}`, payload: {} });
        expect(nothing.json()).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_BODY' });
        const badSort = await alpha.request({ method: 'GET', url: `${url}?sort=content` });
        expect(badSort.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
        const badDisposition = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${first._id}/content?contentDisposition=open&token=${first.contentToken}`,
        });
        expect(badDisposition.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
        const noToken = await testApp.app.inject({ method: 'GET', url: `${url}/${first._id}/content` });
        expect(noToken.json()).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_QUERY' });
      });

      it('opens content only with a token for that very document, never with a session token', async () => {
        const url = documentsOf(invoice.registration);
        const [first, second] = (await alpha.request({ method: 'GET', url })).json();
        const withToken = (id: string, token: string) =>
          testApp.app.inject({
            method: 'GET',
            url: `${url}/${id}/content?token=${encodeURIComponent(token)}`,
          });
        expect((await withToken(first._id, second.contentToken)).json()).toMatchObject({
          code: 'INVALID_TOKEN',
        });
        const session = alpha.authorization.slice('Bearer '.length);
        expect((await withToken(first._id, session)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
        expect((await withToken(first._id, `${first.contentToken}x`)).json()).toMatchObject({
          code: 'INVALID_TOKEN',
        });
        // Nor does a content token open a session.
        const asSession = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${first.contentToken}` },
        });
        expect(asSession.statusCode).toBe(401);
      });

      it("never lists nor serves another tenant's document, even with its token", async () => {
        const url = documentsOf(invoice.registration);
        const [alphaDocument] = (await alpha.request({ method: 'GET', url })).json();
        // Registrations are numbered per tenant: the same one names beta's own invoice, which has none.
        expect((await beta.request({ method: 'GET', url })).json()).toEqual([]);
        const byAlphaId = await beta.request({ method: 'GET', url: `${invoices}/${invoice._id}/documents` });
        expect(byAlphaId.statusCode).toBe(404);
        const item = await beta.request({ method: 'GET', url: `${url}/${alphaDocument._id}` });
        expect(item.statusCode).toBe(404);
        expect(
          (await beta.request({ method: 'DELETE', url: `${url}/${alphaDocument._id}` })).statusCode,
        ).toBe(404);
        const renamed = await beta.request({
          method: 'PATCH',
          url: `${url}/${alphaDocument._id}`,
          payload: { name: 'x' },
        });
        expect(renamed.statusCode).toBe(404);

        // A document beta uploads on its own invoice of the same registration stays beta's.
        const betaDocument = (await upload(beta, url, [textFile('beta secret', 'beta.txt')])).json();
        const alphaReadsBeta = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${betaDocument._id}/content?token=${alphaDocument.contentToken}`,
        });
        expect(alphaReadsBeta.json()).toMatchObject({ code: 'INVALID_TOKEN' });
        // Beta's token answers beta's bytes only, whatever tenant's registration the path names.
        const betaContent = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${betaDocument._id}/content?token=${betaDocument.contentToken}`,
        });
        expect(betaContent.body).toBe('beta secret');
        const betaTokenOnAlphaRecord = await testApp.app.inject({
          method: 'GET',
          url: `${invoices}/${invoice._id}/documents/${betaDocument._id}/content?token=${betaDocument.contentToken}`,
        });
        expect(betaTokenOnAlphaRecord.statusCode).toBe(404);
        expect(
          (await alpha.request({ method: 'GET', url })).json().map((d: { name: string }) => d.name),
        ).not.toContain('beta.txt');
      });

      it('deletes the files of a record deleted, and only those', async () => {
        const doomed = (
          await alpha.request({ method: 'POST', url: invoices, payload: { name: 'Doomed' } })
        ).json();
        await upload(alpha, documentsOf(doomed.registration), [textFile('to go', 'doomed.txt')]);
        const before = await documentCount();
        expect((await alpha.request({ method: 'DELETE', url: `${invoices}/${doomed._id}` })).statusCode).toBe(
          204,
        );
        expect(await documentCount()).toBe(before - 1);
        expect(
          (await alpha.request({ method: 'GET', url: documentsOf(invoice.registration) })).json(),
        ).not.toEqual([]);
      });

      it("follows the record's permissions: readers list and open, only writers change", async () => {
        await testApp.configure(alpha, profilesPermissionsDocument, {
          READER: ['read all'],
          OUTSIDER: ['read /api/person/persons'],
        });
        const signIn = async (username: string, profiles: string[]) => {
          await alpha.request({ method: 'POST', url: '/api/core/users', payload: { username, profiles } });
          const token = await issueLoginToken(testApp.db.app, { tenant: 'alpha', username });
          const login = await testApp.app.inject({
            method: 'POST',
            url: '/api/core/auth/token/login',
            payload: { token },
          });
          return `Bearer ${login.headers.authorization}`;
        };
        const reader = await signIn('reader@alpha', ['READER']);
        const outsider = await signIn('outsider@alpha', ['OUTSIDER']);
        const url = documentsOf(invoice.registration);
        const listed = await testApp.app.inject({ method: 'GET', url, headers: { authorization: reader } });
        expect(listed.statusCode).toBe(200);
        const [first] = listed.json();
        const content = await testApp.app.inject({
          method: 'GET',
          url: `${url}/${first._id}/content?token=${first.contentToken}`,
        });
        expect(content.statusCode).toBe(200);
        const refusedUpload = await testApp.app.inject({
          method: 'POST',
          url,
          ...multipart([textFile('x')]),
          headers: { ...multipart([textFile('x')]).headers, authorization: reader },
        });
        expect(refusedUpload.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        const refusedDelete = await testApp.app.inject({
          method: 'DELETE',
          url: `${url}/${first._id}`,
          headers: { authorization: reader },
        });
        expect(refusedDelete.json()).toMatchObject({
          status: 403,
          message: "Permission 'write /api/billing/invoices' is required",
        });
        const outsiderList = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { authorization: outsider },
        });
        expect(outsiderList.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      });
    },
  );
