import { printPath } from '@lessor/domain/api';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';

const persons = '/api/person/persons';
const contracts = '/api/financing/contracts';
const invoices = '/api/billing/invoices';

describeOnEachDatabase('printing records on the $name database', (testApp) => {
  let clerk: TestClient;

  beforeAll(async () => {
    clerk = await testApp.tenantClient('printing');
    const created = await clerk.request({
      method: 'POST',
      url: persons,
      payload: {
        registration: 'P-DUPONT',
        type: 'I',
        firstName: 'Claire',
        lastName: 'Dupont',
        addresses: [{ type: 'MAIN', addressLine: '12 rue des Forges 69007 Lyon' }],
        bankAccounts: [
          {
            name: 'Compte courant',
            bankIban: 'FR7630006000011234567890189',
            bankBic: 'AGRIFRPP',
            sepaMandates: [
              {
                rumReference: 'RUM-2025-0001',
                sepaCreditorIdentifier: 'FR72ZZZ123456',
                rumDateOfSignature: '2025-01-10',
                rumPlaceOfSignature: 'Lyon',
                rumType: 'RCUR',
                rumStatus: 'ACTIVE',
              },
            ],
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  const print = (apiPath: string, id: string, template: string, client = clerk) =>
    client.request({ method: 'GET', url: printPath(apiPath, id, template) });
  const printedText = async (apiPath: string, id: string, template: string) => {
    const response = await print(apiPath, id, template);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename=/);
    return (await readPdfText(response.rawPayload)).pages.map((lines) => lines.join(' '));
  };

  it('prints a contract with every instalment of its schedule and their totals, the principal summing to the amount financed', async () => {
    const contract = await clerk.request({
      method: 'POST',
      url: contracts,
      payload: {
        name: 'Van lease',
        type: 'LEASE',
        clientRegistration: 'P-DUPONT',
        financedAmountExclTax: 1200,
        duration: 12,
        rate: 0,
        startDate: '2025-01-15',
        taxCode: 'STANDARD',
        currency: 'EUR',
      },
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const { registration } = contract.json();
    const [page, ...others] = await printedText(contracts, registration, 'contract-schedule');
    expect(others).toEqual([]);
    expect(page).toContain(`Contract ${registration}`);
    expect(page).toContain('Claire Dupont (P-DUPONT)');
    expect(page).toContain('12 rue des Forges 69007 Lyon');
    expect(page).toContain('# Due date Principal Interest Rent excl. tax Tax Total Outstanding');
    expect(page).toContain('1 15/02/2025 €100.00 €0.00 €100.00 €20.00 €120.00 €1,100.00');
    expect(page).toContain('12 15/01/2026 €100.00 €0.00 €100.00 €20.00 €120.00 €0.00');
    expect(page).toContain('Total €1,200.00 €0.00 €1,200.00 €240.00 €1,440.00');
  });

  it('prints a long schedule over pages, its header repeated on each', async () => {
    const contract = await clerk.request({
      method: 'POST',
      url: contracts,
      payload: {
        name: 'Long loan',
        type: 'LOAN',
        financedAmountExclTax: 120000,
        duration: 84,
        rate: 0.045,
        startDate: '2025-03-01',
        taxCode: 'STANDARD',
        currency: 'EUR',
      },
    });
    const pages = await printedText(contracts, contract.json().registration, 'contract-schedule');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page).toMatch(/^# Due date Principal Interest/);
    expect(pages.at(-1)).toMatch(
      /84 01\/03\/2032 €1,661\.78 €6\.23 €1,668\.01 €333\.60 €2,001\.61 €0\.00 +Total €120,000\.00 €20,113\.67 €140,113\.67 €28,022\.40 €168,136\.07 /,
    );
    expect(pages.at(-1)).toMatch(/· \d\/\d$/);
  });

  it('prints an invoice and its payment reminder for its payer', async () => {
    const invoice = await clerk.request({
      method: 'POST',
      url: invoices,
      payload: {
        name: 'Rent February',
        invoiceNumber: 'F-2025-0042',
        persons: [{ role: 'PAYER', personRegistration: 'P-DUPONT' }],
        amountExclTax: 100,
        taxAmount: 20,
        amountInclTax: 120,
        totalBalance: 120,
        currency: 'EUR',
        dueDate: '2025-02-15',
      },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const { registration } = invoice.json();
    // The invoice prints as its INVOICE document does (printing/invoice/render-invoice-pdf.ts).
    const [page] = await printedText(invoices, registration, 'invoice');
    expect(page).toContain('Invoice F-2025-0042');
    expect(page).toContain('Bill to Details Claire Dupont');
    expect(page).toContain('Rent February €100.00 €20.00 €120.00');
    expect(page).toContain('Balance €120.00');
    const [reminder] = await printedText(invoices, registration, 'payment-reminder');
    expect(reminder).toContain('Dear Claire Dupont,');
    expect(reminder).toContain(
      'invoice F-2025-0042 of €120.00, due on 15/02/2025, is not paid: €120.00 remain due',
    );
  });

  it("prints the SEPA mandate forms of a person's accounts", async () => {
    const [page] = await printedText(persons, 'P-DUPONT', 'direct-debit-mandate');
    expect(page).toContain('SEPA Direct Debit Mandate');
    expect(page).toContain('Mandate reference RUM-2025-0001');
    expect(page).toContain('Creditor identifier FR72ZZZ123456');
    expect(page).toContain('IBAN FR7630006000011234567890189');
    expect(page).toContain('Place of signature Lyon');
    await clerk.request({
      method: 'POST',
      url: persons,
      payload: { registration: 'P-NOBANK', type: 'I', lastName: 'Martin' },
    });
    expect((await print(persons, 'P-NOBANK', 'direct-debit-mandate')).json()).toMatchObject({
      status: 422,
      code: 'NOTHING_TO_PRINT',
      message: "The record 'P-NOBANK' has nothing to print with 'direct-debit-mandate'",
    });
  });

  it("refuses an unknown layout, another entity's, and another tenant's record", async () => {
    expect((await print(contracts, 'P-DUPONT', 'nope')).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_PATH',
    });
    expect((await print(persons, 'P-DUPONT', 'invoice')).json()).toMatchObject({
      status: 400,
      code: 'INVALID_FIELD_IN_PATH',
    });
    const other = await testApp.tenantClient('printing-other');
    expect((await print(persons, 'P-DUPONT', 'direct-debit-mandate', other)).statusCode).toBe(404);
  });

  it('needs the right to read the record', async () => {
    await testApp.configure(clerk, 'profilesPermissions', { NOREAD: ['read /api/billing/invoices'] });
    await clerk.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'noread@printing', profiles: ['NOREAD'] },
    });
    const limited = await testApp.userClient('printing', 'noread@printing');
    expect((await print(persons, 'P-DUPONT', 'direct-debit-mandate', limited)).statusCode).toBe(403);
  });
});
