import type { EntityRecord, RecordDocument } from '@lessor/domain/api';
import { entities } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';
import { attachInvoicePdf, attachInvoicePdfs } from './attach-invoice-pdf.ts';

const shipped = new EntityCatalogue(entities);
const invoices = '/api/billing/invoices';
const persons = '/api/person/persons';
const invoiceLines = '/api/billing/invoice-lines';

describeOnEachDatabase('the PDF of an invoice on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let alphaInvoice: EntityRecord;
  let betaInvoice: EntityRecord;

  const post = async (client: TestClient, url: string, payload: Record<string, unknown>) => {
    const response = await client.request({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EntityRecord>();
  };
  const actorOf = (client: TestClient) => ({ tenant: client.tenant, username: client.username });
  const services = () => ({ catalogue: shipped, db: testApp.db });
  const attach = (client: TestClient, records: EntityRecord[], options = {}) =>
    withTenant(testApp.db.app, client.tenant, (trx) =>
      attachInvoicePdfs(trx, actorOf(client), services(), records, options),
    );
  const invoiceDocuments = async (client: TestClient, registration: string) => {
    const response = await client.request({
      method: 'GET',
      url: `${invoices}/${registration}/documents?type=INVOICE`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RecordDocument[]>();
  };
  const download = (registration: string, document: RecordDocument) =>
    testApp.app.inject({
      method: 'GET',
      url: `${invoices}/${registration}/documents/${document._id}/content?contentDisposition=inline&token=${document.contentToken}`,
    });

  /** An invoice whose payer is the tenant's first person: PER00000001 in either tenant. */
  const invoiceWithPayer = async (client: TestClient, payerName: string, amount: number) => {
    const payer = await post(client, persons, {
      type: 'C',
      name: payerName,
      addresses: [
        { type: 'MAIN', address1: '4 Quai des Orfèvres', zipcode: '75001', city: 'Paris', country: 'FR' },
      ],
    });
    return post(client, invoices, {
      name: 'Rent March',
      invoiceNumber: 'F-2025-0042',
      persons: [{ role: 'PAYER', personRegistration: payer.registration }],
      amountExclTax: amount,
      amountInclTax: amount * 1.2,
      totalBalance: amount * 1.2,
      currency: 'EUR',
      dueDate: '2025-03-31T00:00:00.000Z',
    });
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    alphaInvoice = await invoiceWithPayer(alpha, 'Alpha Freight SARL', 1000);
    betaInvoice = await invoiceWithPayer(beta, 'Beta Logistics GmbH', 50);
  });

  it('stores the PDF as the invoice document, listed and downloaded as application/pdf', async () => {
    const [attached] = await attach(alpha, [alphaInvoice]);
    expect(attached).toMatchObject({
      name: `${alphaInvoice.registration}.pdf`,
      type: 'INVOICE',
      mimeType: 'application/pdf',
      entityName: 'Invoice',
      entityRegistration: alphaInvoice.registration,
      _insertUser: alpha.username,
    });

    const listed = await invoiceDocuments(alpha, alphaInvoice.registration);
    expect(listed.map((document) => document._id)).toEqual([attached?._id]);
    const content = await download(alphaInvoice.registration, listed[0] as RecordDocument);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toContain(
      `inline; filename="${alphaInvoice.registration}.pdf"`,
    );
    expect(Number(content.headers['content-length'])).toBe(listed[0]?.size);

    const { pageCount, pages } = await readPdfText(content.rawPayload);
    expect(pageCount).toBe(1);
    const text = pages[0] ?? [];
    expect(text).toContain(alphaInvoice.registration);
    expect(text).toContain('F-2025-0042');
    expect(text).toContain('Alpha Freight SARL');
    expect(text).toContain('4 Quai des Orfèvres');
    // The seller is the tenant; the en-EU locale of its administrator writes the amounts.
    expect(text).toContain('alpha');
    expect(text.slice(text.indexOf('Total incl. tax'))).toEqual([
      'Total incl. tax',
      '€1,200.00',
      'Balance',
      '€1,200.00',
    ]);
  });

  it('lists the invoice lines that name it, read in the same transaction as the batch', async () => {
    const invoice = await post(alpha, invoices, { name: 'Quarter', amountExclTax: 300, amountInclTax: 360 });
    for (const [description, amountExclTax] of [
      ['Rent April', 200],
      ['Maintenance April', 100],
    ] as const)
      await post(alpha, invoiceLines, {
        invoiceRegistration: invoice.registration,
        description,
        amountExclTax,
        amountInclTax: amountExclTax * 1.2,
      });
    await attach(alpha, [invoice]);
    const [document] = await invoiceDocuments(alpha, invoice.registration);
    const { pages } = await readPdfText(
      (await download(invoice.registration, document as RecordDocument)).rawPayload,
    );
    expect(pages[0]).toEqual(
      expect.arrayContaining(['Rent April', 'Maintenance April', '€40.00', '€360.00']),
    );
    expect(pages[0]).not.toContain('Quarter');
  });

  it('tells the list which invoices have their PDF, by the types of their documents', async () => {
    const without = await post(alpha, invoices, { name: 'No document yet' });
    const uploaded = await alpha.request({
      method: 'POST',
      url: `${invoices}/${alphaInvoice.registration}/documents`,
      ...multipart([
        { name: 'type', value: 'REMINDER' },
        { name: 'file', value: 'reminder', fileName: 'reminder.txt' },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = await alpha.request({
      method: 'GET',
      url: `${invoices}?include=documentTypes&sort=registration&range=0-99`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const typesOf = new Map(
      listed.json<EntityRecord[]>().map((record) => [record.registration, record.documentTypes]),
    );
    expect(typesOf.get(alphaInvoice.registration)).toEqual(['INVOICE', 'REMINDER']);
    expect(typesOf.get(without.registration)).toEqual([]);
    // Only asked for: a list without the include carries no document types.
    const plain = await alpha.request({ method: 'GET', url: `${invoices}?range=0-0` });
    expect(plain.json<EntityRecord[]>()[0]).not.toHaveProperty('documentTypes');
  });

  it("keeps each tenant's documents and records to itself", async () => {
    await attachInvoicePdfOf(beta, betaInvoice);
    const [betaDocument] = await invoiceDocuments(beta, betaInvoice.registration);
    const { pages } = await readPdfText(
      (await download(betaInvoice.registration, betaDocument as RecordDocument)).rawPayload,
    );
    // Both tenants' payers are PER00000001: beta's document names beta's.
    expect(pages[0]).toContain('Beta Logistics GmbH');
    expect(pages[0]).not.toContain('Alpha Freight SARL');

    // Another tenant's invoice is not found, whether its documents are read or attached.
    const foreign = await beta.request({ method: 'GET', url: `${invoices}/${alphaInvoice._id}/documents` });
    expect(foreign.statusCode).toBe(404);
    await expect(attach(beta, [alphaInvoice])).rejects.toMatchObject({
      code: 'ENTITY_REGISTRATION_NOT_FOUND',
    });
    const [alphaDocument] = await invoiceDocuments(alpha, alphaInvoice.registration);
    // A content token is its tenant's: beta's does not open alpha's document.
    const crossed = await download(alphaInvoice.registration, {
      ...(alphaDocument as RecordDocument),
      contentToken: (betaDocument as RecordDocument).contentToken,
    });
    expect(crossed.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it("writes nothing when the caller's transaction rolls back or the quota is full", async () => {
    const invoice = await post(alpha, invoices, { name: 'Not kept', amountExclTax: 10 });
    await expect(
      withTenant(testApp.db.app, alpha.tenant, async (trx) => {
        // A record named by its registration alone is found too.
        const attached = await attachInvoicePdf(trx, actorOf(alpha), services(), {
          registration: invoice.registration,
        });
        expect(attached.entityRegistration).toBe(invoice.registration);
        throw new Error('the billing run failed after');
      }),
    ).rejects.toThrow('the billing run failed after');
    await expect(attach(alpha, [invoice], { storageQuotaBytes: 100 })).rejects.toMatchObject({
      code: 'STORAGE_QUOTA_EXCEEDED',
    });
    expect(await invoiceDocuments(alpha, invoice.registration)).toEqual([]);
  });

  const attachInvoicePdfOf = (client: TestClient, invoice: EntityRecord) =>
    withTenant(testApp.db.app, client.tenant, (trx) =>
      attachInvoicePdf(trx, actorOf(client), services(), invoice),
    );
});
