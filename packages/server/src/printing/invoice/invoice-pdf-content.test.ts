import { describe, expect, it } from 'vitest';
import { type InvoiceData, type InvoicePdfContext, invoicePdfContent } from './invoice-pdf-content.ts';

const invoice = (fields: Record<string, unknown>): InvoiceData => ({
  registration: 'INV00000007',
  ...fields,
});

const context = (fields: Partial<InvoicePdfContext> = {}): InvoicePdfContext => ({
  seller: ['Lessor Leasing', 'billing@lessor.test'],
  payer: undefined,
  lines: [],
  locale: 'en-GB',
  ...fields,
});

describe('the content of an invoice document', () => {
  it('names the payer and its main address, the references and the dates', () => {
    const content = invoicePdfContent(
      invoice({
        invoiceNumber: 'F-2025-0042',
        contractRegistration: 'CTR00000003',
        issueDate: '2025-03-01T00:00:00.000Z',
        dueDate: '2025-03-31T00:00:00.000Z',
      }),
      context({
        payer: {
          registration: 'PER00000012',
          type: 'I',
          firstName: 'Ada',
          lastName: 'Lovelace',
          addresses: [
            {
              type: 'MAIN',
              address1: '12 St James Square',
              zipcode: 'SW1Y 4JH',
              city: 'London',
              country: 'GB',
            },
            { type: 'BILLING', address1: 'Elsewhere' },
          ],
        },
      }),
    );
    expect(content.title).toBe('Invoice F-2025-0042');
    expect(content.payer).toEqual([
      'Ada Lovelace',
      '12 St James Square',
      'SW1Y 4JH London',
      'United Kingdom',
    ]);
    expect(content.facts).toEqual([
      ['Registration', 'INV00000007'],
      ['Invoice number', 'F-2025-0042'],
      ['Contract', 'CTR00000003'],
      ['Issued on', '01/03/2025'],
      ['Due date', '31/03/2025'],
    ]);
  });

  it('is its own one line without lines, its tax the exact difference of its amounts', () => {
    const content = invoicePdfContent(
      invoice({
        name: 'Rent March',
        amountExclTax: 100.1,
        amountInclTax: 120.12,
        totalBalance: 120.12,
        currency: 'EUR',
      }),
      context(),
    );
    // 120.12 - 100.1 is 20.019999999999996 in binary floating point.
    expect(content.lines).toEqual([
      { description: 'Rent March', exclTax: '€100.10', tax: '€20.02', inclTax: '€120.12' },
    ]);
    expect(content.totals).toEqual([
      ['Total excl. tax', '€100.10'],
      ['Tax', '€20.02'],
      ['Total incl. tax', '€120.12'],
      ['Balance', '€120.12'],
    ]);
  });

  it('lists its lines and totals them when the invoice states no amount', () => {
    const content = invoicePdfContent(
      invoice({ currency: 'TND', totalBalance: 0 }),
      context({
        locale: 'en-GB',
        lines: [
          { description: 'Rent', amountExclTax: 0.1, amountInclTax: 0.119 },
          { description: 'Insurance', amountExclTax: 0.2, amountInclTax: 0.2 },
        ],
      }),
    );
    expect(content.lines.map((line) => [line.description, line.tax])).toEqual([
      ['Rent', 'TND\u00a00.019'],
      ['Insurance', 'TND\u00a00.000'],
    ]);
    expect(content.totals).toEqual([
      ['Total excl. tax', 'TND\u00a00.300'],
      ['Tax', 'TND\u00a00.019'],
      ['Total incl. tax', 'TND\u00a00.319'],
      ['Balance', 'TND\u00a00.000'],
    ]);
  });

  it('shows amounts exactly as stored, in the currency and locale, never rounded', () => {
    const amounts = (currency: string, locale: string, amountExclTax: unknown) =>
      invoicePdfContent(invoice({ currency, amountExclTax }), context({ locale })).lines[0]?.exclTax;
    expect(amounts('EUR', 'en-GB', 1250.125)).toBe('€1,250.125');
    expect(amounts('EUR', 'en-GB', '99999999999999.99')).toBe('€99,999,999,999,999.99');
    expect(amounts('XOF', 'fr-FR', 150000)).toBe('150\u202f000\u00a0F\u202fCFA');
    expect(amounts('EUR', 'en-GB', 'not an amount')).toBe('');
  });

  it('leaves out what the invoice does not have', () => {
    const content = invoicePdfContent(invoice({}), context());
    expect(content.title).toBe('Invoice INV00000007');
    expect(content.payer).toEqual([]);
    expect(content.facts).toEqual([['Registration', 'INV00000007']]);
    expect(content.totals).toEqual([]);
  });
});
