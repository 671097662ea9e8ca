import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileUploadPath, printPath, printTemplatesPath } from '@lessor/domain/api';
import { invoiceEntity, reportEntity } from '@lessor/domain/entities';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { wordDocument, wordText } from '../testing/word-document.ts';

const invoices = '/api/billing/invoices';
const reports = '/api/report/reports';

/**
 * LibreOffice is not installed where the tests run: a stand-in answers `soffice --convert-to pdf`
 * with a PDF of its own, as libre-office.test.ts does, after checking it was handed a Word file.
 */
const folder = await mkdtemp(join(tmpdir(), 'lessor-print-templates-'));
const madePdf = join(folder, 'made.pdf');
const soffice = join(folder, 'soffice');
await writeFile(madePdf, await (await PDFDocument.create()).save());
await writeFile(
  soffice,
  `#!/bin/sh
for last; do :; done
case "$last" in *.docx) ;; *) exit 2 ;; esac
while [ "$1" != "--outdir" ]; do shift; done
mkdir -p "$2"
name=$(basename "$last")
cp "${madePdf}" "$2/\${name%.*}.pdf"
`,
);
await chmod(soffice, 0o755);
afterAll(() => rm(folder, { recursive: true, force: true }));

for (const office of ['installed', 'absent'] as const)
  describeOnEachDatabase(
    `a tenant's Word templates, LibreOffice ${office}, on the $name database`,
    {
      conversionLimits: {
        timeLimitMs: 30_000,
        soffice: office === 'installed' ? soffice : '/nonexistent/soffice',
      },
    },
    (testApp) => {
      let admin: TestClient;
      let invoice: { registration: string };

      /** Uploads a Word file as a Report's template and saves the report. */
      const addTemplate = async (
        client: TestClient,
        report: Record<string, unknown>,
        paragraphs: readonly string[],
      ) => {
        const uploaded = await client.request({
          method: 'POST',
          url: fileUploadPath(reports),
          ...multipart([
            { name: 'field', value: 'template' },
            {
              name: 'file',
              value: wordDocument(paragraphs),
              fileName: 'offer-letter.docx',
              type: 'application/octet-stream',
            },
          ]),
        });
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const created = await client.request({
          method: 'POST',
          url: reports,
          payload: { type: 'DOCUMENT', printedEntity: 'Invoice', template: uploaded.json(), ...report },
        });
        expect(created.statusCode, created.body).toBe(201);
        return created.json<{ registration: string }>();
      };
      const print = (client: TestClient, template: string, query = '') =>
        client.request({
          method: 'GET',
          url: `${printPath(invoices, invoice.registration, template)}${query}`,
        });

      beforeAll(async () => {
        admin = await testApp.tenantClient('templates');
        const created = await admin.request({
          method: 'POST',
          url: invoices,
          payload: { name: 'Rent of March', amountExclTax: 1250.5, currency: 'EUR', dueDate: '2026-03-05' },
        });
        expect(created.statusCode, created.body).toBe(201);
        invoice = created.json();
      });

      it("fills a template with the record's data, offered by the entity's Print beside the built-in layouts", async () => {
        const report = await addTemplate(admin, { name: 'Reminder letter' }, [
          'Invoice {registration}: {name}',
          'Amount {amountExclTax}, due {dueDate}',
          'Stored as {raw.amountExclTax}{^unknownField} (no such field){/unknownField}',
        ]);
        const choices = await admin.request({ method: 'GET', url: printTemplatesPath(invoices) });
        expect(choices.json()).toEqual([
          { name: 'invoice', title: 'Invoice', kind: 'built-in' },
          { name: 'payment-reminder', title: 'Payment reminder', kind: 'built-in' },
          { name: report.registration, title: 'Reminder letter', kind: 'docx' },
        ]);

        const word = await print(admin, report.registration, '?format=docx');
        expect(word.statusCode, word.body).toBe(200);
        expect(word.headers['content-type']).toContain('wordprocessingml');
        expect(word.headers['content-disposition']).toContain(`${invoice.registration} offer-letter.docx`);
        expect(wordText(word.rawPayload)).toBe(
          [
            `Invoice ${invoice.registration}: Rent of March`,
            'Amount €1,250.50, due 05/03/2026',
            'Stored as 1250.5 (no such field)',
          ].join('\n'),
        );

        const pdf = await print(admin, report.registration);
        if (office === 'installed') {
          expect(pdf.statusCode, pdf.body).toBe(200);
          expect(pdf.headers['content-type']).toBe('application/pdf');
          expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        } else {
          expect(pdf.json()).toMatchObject({
            status: 500,
            code: 'UNAVAILABLE_SOFTWARE',
            message:
              'Unavailable software LibreOffice: install it on the server (soffice on the PATH, or LESSOR_SOFFICE) to convert office files to PDF',
          });
        }
      });

      it("prints a template as PDF at the transition the tenant's workflow names, or refuses the move", async () => {
        const letter = await addTemplate(admin, { name: 'Sending letter' }, ['Invoice {registration} sent']);
        const workflow = invoiceEntity.workflow;
        if (!workflow) throw new Error('The invoice declares its workflow');
        await testApp.configure(admin, 'workflows', {
          Invoice: {
            ...workflow,
            transitions: workflow.transitions.map((transition) =>
              transition.code === 'SEND'
                ? { ...transition, documents: [{ template: letter.registration, type: 'OTHER' }] }
                : transition,
            ),
          },
        });
        const sent = await admin.request({
          method: 'POST',
          url: invoices,
          payload: { name: 'Rent of April' },
        });
        const { registration } = sent.json<{ registration: string }>();
        const run = (code: string) =>
          admin.request({ method: 'GET', url: `${invoices}/${registration}/transitions/${code}` });
        expect((await run('ISSUE')).statusCode).toBe(200);
        const sending = await run('SEND');
        const names = async () =>
          (await admin.request({ method: 'GET', url: `${invoices}/${registration}/documents?type=OTHER` }))
            .json()
            .map((document: { name: string }) => document.name);
        const status = async () =>
          (await admin.request({ method: 'GET', url: `${invoices}/${registration}` })).json().status;
        if (office === 'installed') {
          expect(sending.statusCode, sending.body).toBe(200);
          expect(await names()).toEqual([`${registration} offer-letter.pdf`]);
          expect(await status()).toBe('SENT');
        } else {
          expect(sending.json()).toMatchObject({ status: 500, code: 'UNAVAILABLE_SOFTWARE' });
          expect(await names()).toEqual([]);
          expect(await status()).toBe('ISSUED');
        }
        await testApp.configure(admin, 'workflows', {});
      });

      it('refuses a template that does not fill, and offers none that is inactive, of another entity or tenant', async () => {
        const broken = await addTemplate(admin, { name: 'Broken' }, ['Dear {name, see {registration}']);
        const refused = await print(admin, broken.registration, '?format=docx');
        expect(refused.json()).toMatchObject({ status: 422, code: 'TEMPLATE_INVALID' });
        expect(refused.json().message).toMatch(/^The template "offer-letter.docx" cannot be filled: /);

        const retired = await addTemplate(admin, { name: 'Retired' }, ['{name}']);
        await withTenant(testApp.db.app, admin.tenant, (trx) =>
          entityTables(trx)
            .updateTable(reportEntity.table)
            .set({ status: 'INACTIVE' })
            .where('registration', '=', retired.registration)
            .execute(),
        );
        await addTemplate(admin, { name: 'For contracts', printedEntity: 'Contract' }, ['{name}']);
        const other = await testApp.tenantClient('elsewhere');
        const theirs = await addTemplate(other, { name: 'Their letter' }, ['Their secret {name}']);
        const titles = (await admin.request({ method: 'GET', url: printTemplatesPath(invoices) }))
          .json()
          .map((choice: { title: string }) => choice.title);
        expect(titles).not.toContain('Retired');
        expect(titles).not.toContain('For contracts');
        expect(titles).not.toContain('Their letter');
        // Registrations are numbered per tenant: theirs names one of this tenant's own reports here.
        const printed = await print(admin, theirs.registration, '?format=docx');
        const seen = printed.statusCode === 200 ? wordText(printed.rawPayload) : printed.body;
        expect(seen).not.toContain('Their secret');
        expect((await print(admin, 'RPT99999999', '?format=docx')).json()).toMatchObject({
          status: 400,
          code: 'INVALID_FIELD_IN_PATH',
        });
        expect((await print(admin, 'invoice', '?format=odt')).statusCode).toBe(200);
        expect((await print(admin, broken.registration, '?format=odt')).json()).toMatchObject({
          code: 'INVALID_FIELD_IN_QUERY',
        });
      });
    },
  );
