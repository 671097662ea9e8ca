import { pdfConversionExtensions } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { Jimp } from 'jimp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';

const invoices = '/api/billing/invoices';

/** A 400 × 300 blue PNG, as a phone's photo of a document would be, only smaller. */
const photo = async () =>
  Buffer.from(await new Jimp({ width: 400, height: 300, color: 0x3366ccff }).getBuffer('image/png'));

/** A two-page PDF with a line of text on each. */
async function contractPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const line of ['Lease contract', 'Schedule'])
    pdf.addPage().drawText(line, { x: 50, y: 700, font, size: 14 });
  return Buffer.from(await pdf.save());
}

describeOnEachDatabase(
  'documents turned into PDF and stamped on the $name database',
  // No LibreOffice here: the office files meet its absence, whatever the machine has installed.
  { permissionsCacheMs: 0, conversionLimits: { timeLimitMs: 30_000, soffice: '/nonexistent/soffice' } },
  (testApp) => {
    let alpha: TestClient;
    let beta: TestClient;
    let documents: string;

    const upload = async (fileName: string, value: Buffer | string, type = 'application/octet-stream') => {
      const response = await alpha.request({
        method: 'POST',
        url: documents,
        ...multipart([
          { name: 'type', value: 'INVOICE' },
          { name: 'file', value, fileName, type },
        ]),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ _id: string; name: string }>();
    };
    const content = async (document: { _id: string; contentToken: string }) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${documents}/${document._id}/content?token=${document.contentToken}`,
        })
      ).rawPayload;
    const names = async () =>
      (await alpha.request({ method: 'GET', url: documents }))
        .json<{ name: string }[]>()
        .map((d) => d.name)
        .sort();

    beforeAll(async () => {
      alpha = await testApp.tenantClient('alpha');
      beta = await testApp.tenantClient('beta');
      const invoice = (
        await alpha.request({ method: 'POST', url: invoices, payload: { name: 'Rent' } })
      ).json();
      documents = `${invoices}/${invoice.registration}/documents`;
    });

    it('makes the PDF of an image, a new document of the same type beside it', async () => {
      const image = await upload('scan.png', await photo(), 'image/png');
      const converted = await alpha.request({ method: 'POST', url: `${documents}/${image._id}/pdf` });
      expect(converted.statusCode, converted.body).toBe(201);
      const made = converted.json();
      expect(made).toMatchObject({ name: 'scan.pdf', type: 'INVOICE', mimeType: 'application/pdf' });
      const pdf = await PDFDocument.load(await content(made));
      expect(pdf.getPageCount()).toBe(1);
      // A wide image lies on a landscape A4 page.
      const { width, height } = pdf.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
      expect(await names()).toEqual(['scan.pdf', 'scan.png']);
    });

    it("tells an office file's converter is missing, and refuses what it cannot convert, adding nothing", async () => {
      const letter = await upload('letter.docx', 'PK\u0003\u0004 not really a document');
      const missing = await alpha.request({ method: 'POST', url: `${documents}/${letter._id}/pdf` });
      expect(missing.json()).toMatchObject({
        status: 500,
        code: 'UNAVAILABLE_SOFTWARE',
        message:
          'Unavailable software LibreOffice: install it on the server (soffice on the PATH, or LESSOR_SOFFICE) to convert office files to PDF',
      });
      const notes = await upload('notes.txt', 'plain words', 'text/plain');
      const refused = await alpha.request({ method: 'POST', url: `${documents}/${notes._id}/pdf` });
      expect(refused.json()).toMatchObject({
        status: 400,
        code: 'INVALID_FILE_EXTENSION',
        errors: [
          {
            field: 'name',
            message: `Forbidden document extension "txt". Accepted formats: ${pdfConversionExtensions.join(', ')}`,
          },
        ],
      });
      const broken = await upload('broken.png', 'not an image', 'image/png');
      const unreadable = await alpha.request({ method: 'POST', url: `${documents}/${broken._id}/pdf` });
      expect(unreadable.json()).toMatchObject({ status: 422, code: 'CONVERSION_FAILED' });
      expect(unreadable.json().message).toMatch(/^The file "broken.png" could not be converted: /);
      expect((await names()).filter((name) => /^(letter|notes|broken)\./.test(name))).toEqual([
        'broken.png',
        'letter.docx',
        'notes.txt',
      ]);
    });

    it('stamps a copy of a PDF on every page with the watermark, leaving the original as it was', async () => {
      const original = await contractPdf();
      const contract = await upload('contract.pdf', original, 'application/pdf');
      const stamped = await alpha.request({
        method: 'POST',
        url: `${documents}/${contract._id}/watermark`,
        payload: { text: 'COPY' },
      });
      expect(stamped.statusCode, stamped.body).toBe(201);
      const made = stamped.json();
      expect(made).toMatchObject({
        name: 'contract (COPY).pdf',
        type: 'INVOICE',
        mimeType: 'application/pdf',
      });
      const { pageCount, pages } = await readPdfText(await content(made));
      expect(pageCount).toBe(2);
      for (const [index, line] of ['Lease contract', 'Schedule'].entries()) {
        expect(pages[index]).toContain(line);
        expect(pages[index]?.filter((text) => text === 'COPY').length).toBeGreaterThan(10);
      }
      const kept = (await alpha.request({ method: 'GET', url: `${documents}/${contract._id}` })).json();
      expect(Buffer.from(await content(kept)).equals(original)).toBe(true);
    });

    it('stamps an image and answers it as a JPEG of the same size, darker where the text is', async () => {
      const image = await upload('site.png', await photo(), 'image/png');
      const stamped = await alpha.request({
        method: 'POST',
        url: `${documents}/${image._id}/watermark`,
        payload: { text: 'CONFIDENTIAL', size: 24, opacity: 0.9 },
      });
      expect(stamped.statusCode, stamped.body).toBe(201);
      const made = stamped.json();
      expect(made).toMatchObject({ name: 'site (CONFIDENTIAL).jpg', mimeType: 'image/jpeg' });
      const jpeg = await Jimp.read(Buffer.from(await content(made)));
      expect([jpeg.width, jpeg.height]).toEqual([400, 300]);
      let darkened = 0;
      jpeg.scan((_x, _y, index) => {
        if ((jpeg.bitmap.data[index + 2] ?? 255) < 100) darkened += 1;
      });
      // The blue ground is 0xcc in its blue channel: only the stamped text is dark.
      expect(darkened).toBeGreaterThan(500);
    });

    it('refuses a watermark it cannot stamp, by field, and a file of another kind', async () => {
      const contract = await upload('terms.pdf', await contractPdf(), 'application/pdf');
      const url = `${documents}/${contract._id}/watermark`;
      const cases: [unknown, string, string][] = [
        [{}, 'MISSING_FIELD_IN_BODY', "Field 'text' is missing in body"],
        [{ text: 'x'.repeat(101) }, 'INVALID_FIELD_IN_BODY', 'text'],
        [{ text: 'COPY', opacity: 2 }, 'INVALID_FIELD_IN_BODY', 'opacity'],
        [{ text: 'COPY', size: '18' }, 'INVALID_FIELD_IN_BODY', 'size'],
        [{ text: '副本' }, 'INVALID_FIELD_IN_BODY', 'text'],
      ];
      for (const [payload, code, said] of cases) {
        const refused = await alpha.request({ method: 'POST', url, payload: payload as object });
        expect(refused.json(), JSON.stringify(payload)).toMatchObject({ status: 400, code });
        expect(refused.json().message).toContain(said);
      }
      const notes = await upload('minutes.odt', 'words');
      const other = await alpha.request({
        method: 'POST',
        url: `${documents}/${notes._id}/watermark`,
        payload: { text: 'COPY' },
      });
      expect(other.json().errors[0].message).toBe(
        'Forbidden document extension "odt". Accepted formats: pdf, jpeg, jpg, png',
      );
      expect(
        (await names()).filter((name) => name.startsWith('terms') || name.startsWith('minutes')),
      ).toEqual(['minutes.odt', 'terms.pdf']);
    });

    it("keeps another tenant's documents unseen and needs the right to write the record", async () => {
      const image = await upload('private.png', await photo(), 'image/png');
      const fromBeta = await beta.request({ method: 'POST', url: `${documents}/${image._id}/pdf` });
      expect(fromBeta.statusCode).toBe(404);
      await testApp.configure(alpha, profilesPermissionsDocument, { READER: ['read all'] });
      await alpha.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username: 'reader@alpha', profiles: ['READER'] },
      });
      const reader = await testApp.userClient('alpha', 'reader@alpha');
      const refused = await reader.request({
        method: 'POST',
        url: `${documents}/${image._id}/watermark`,
        payload: { text: 'COPY' },
      });
      expect(refused.json()).toMatchObject({
        status: 403,
        message: "Permission 'write /api/billing/invoices' is required",
      });
      expect((await names()).filter((name) => name.startsWith('private'))).toEqual(['private.png']);
    });
  },
);
