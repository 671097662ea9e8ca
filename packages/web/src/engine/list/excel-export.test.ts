import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { excelExportRequest } from './excel-export.ts';

describe('the Excel export of a list', () => {
  it('sends amounts and dates as values, labels and names as the list shows them, uncut', () => {
    const invoice = findEntity('Invoice');
    if (!invoice) throw new Error('Invoice is declared');
    const columns = invoice.listColumns.filter((column) =>
      ['registration', 'status', 'payee', 'amountExclTax', 'dueDate'].includes(column.key),
    );
    const record = {
      _id: '1',
      registration: 'INV1',
      status: 'PARTIALLY_PAID',
      amountExclTax: 12.5,
      dueDate: '2026-03-05T00:00:00.000Z',
      persons: [{ role: 'PAYEE', personRegistration: 'PER1', name: 'Leasing company of the north' }],
    } as unknown as EntityRecord;
    const request = excelExportRequest(invoice, columns, [record], 'en-EU');
    expect(request.columns).toEqual([
      { headerLabel: 'Registration' },
      { headerLabel: 'Status' },
      { headerLabel: 'Payee' },
      { headerLabel: 'Amount excl. tax', format: 'currency' },
      { headerLabel: 'Due date', format: 'date' },
    ]);
    expect(request.data).toEqual([
      ['INV1', 'Partially paid', 'Leasing company of the north', 12.5, '2026-03-05T00:00:00.000Z'],
    ]);
    expect(request.fileName).toMatch(/^Invoices \d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('sends a rate as its fraction with the percentage format, for the spreadsheet to show 4.34%', () => {
    const product = findEntity('Product');
    if (!product) throw new Error('Product is declared');
    const rate = { key: 'rate', label: 'Rate' };
    const record = { _id: '1', registration: 'PRD1', rate: 0.0434 } as unknown as EntityRecord;
    const request = excelExportRequest(product, [rate], [record], 'fr-FR');
    expect(request.columns).toEqual([{ headerLabel: 'Rate', format: 'percentage' }]);
    expect(request.data).toEqual([[0.0434]]);
  });
});
