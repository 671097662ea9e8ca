import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../testing/read-pdf-text.ts';
import type { InvoiceData, InvoicePdfContext } from './invoice-pdf-content.ts';
import { renderInvoicePdf } from './render-invoice-pdf.ts';

const invoice: InvoiceData = {
  registration: 'INV00000042',
  invoiceNumber: 'F-2025-0042',
  contractRegistration: 'CTR00000003',
  currency: 'EUR',
  amountExclTax: 1000,
  amountInclTax: 1200,
  totalBalance: 1200,
  issueDate: '2025-03-01T00:00:00.000Z',
  dueDate: '2025-03-31T00:00:00.000Z',
};

const context: InvoicePdfContext = {
  seller: ['Lessor Leasing SA', 'billing@lessor.test'],
  payer: {
    registration: 'PER00000012',
    name: 'Société Générale d’Équipement',
    addresses: [{ address1: '29 boulevard Haussmann', zipcode: '75009', city: 'Paris', country: 'FR' }],
  },
  lines: [
    { description: 'Rent March', amountExclTax: 900, amountInclTax: 1080 },
    { description: 'Insurance', amountExclTax: 100, amountInclTax: 120 },
  ],
  locale: 'fr-FR',
};

describe('the PDF of an invoice', () => {
  it('parses back as one A4 page carrying the registration, the payer, the lines and the totals', async () => {
    const bytes = await renderInvoicePdf(invoice, context);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Invoice F-2025-0042');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });

    const { pageCount, pages } = await readPdfText(bytes);
    expect(pageCount).toBe(1);
    const lines = pages[0] ?? [];
    for (const text of [
      'Lessor Leasing SA',
      'INV00000042',
      'CTR00000003',
      'Société Générale d’Équipement',
      '29 boulevard Haussmann',
      '75009 Paris',
      'France',
      'Rent March',
      '31/03/2025',
      // fr-FR writes a narrow no-break space, which the standard fonts lack: a no-break space stands in.
      '1\u00a0200,00\u00a0€',
      '180,00\u00a0€',
    ])
      expect(lines).toContain(text);
    const balance = lines.indexOf('Balance');
    expect(balance).toBeGreaterThan(-1);
    expect(lines[balance + 1]).toBe('1\u00a0200,00\u00a0€');
  });

  it('gives the same bytes for the same invoice', async () => {
    const first = await renderInvoicePdf(invoice, context);
    expect(Buffer.from(await renderInvoicePdf(invoice, context)).equals(Buffer.from(first))).toBe(true);
  });

  it('goes on over further pages when the lines do not fit on one', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({
      description: `Instalment ${index + 1}`,
      amountExclTax: 10,
      amountInclTax: 12,
    }));
    const { pageCount, pages } = await readPdfText(await renderInvoicePdf(invoice, { ...context, lines }));
    expect(pageCount).toBe(3);
    expect(pages.flat().filter((text) => text.startsWith('Instalment '))).toHaveLength(80);
    expect(pages.at(-1)).toContain('Balance');
  });

  it('writes a character its font lacks as a question mark, and cuts a description too long for its column', async () => {
    const { pages } = await readPdfText(
      await renderInvoicePdf(invoice, {
        ...context,
        payer: { registration: 'PER00000013', name: 'Łukasz Wąsowski' },
        lines: [{ description: 'Rent '.repeat(40), amountExclTax: 1000, amountInclTax: 1200 }],
      }),
    );
    const lines = pages[0] ?? [];
    expect(lines).toContain('?ukasz W?sowski');
    const description = lines.find((text) => text.startsWith('Rent Rent'));
    expect(description?.endsWith('…')).toBe(true);
    expect(description?.length).toBeLessThan(80);
  });
});
