import { defineEntity } from '../define-entity.ts';
import { amount, count, link, text } from '../shared/field-builders.ts';

/** A line of an invoice. */
export const invoiceLineEntity = defineEntity({
  name: 'InvoiceLine',
  domain: 'billing',
  prefix: 'INL',
  types: ['RENT', 'PRINCIPAL', 'INTEREST', 'FEE', 'INSURANCE', 'SERVICE'],
  group: 'billing',
  menuOrder: 20,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    invoiceRegistration: link('Invoice', 'Invoice'),
    description: text('Description'),
    quantity: count('Quantity'),
    unitPrice: amount('Unit price'),
    taxCode: text('Tax code'),
    amountExclTax: amount('Amount excl. tax'),
    amountInclTax: amount('Amount incl. tax'),
  },
  listColumns: ['registration', 'invoiceRegistration', 'description', 'amountExclTax', 'status'],
  searchFields: ['registration', 'invoiceRegistration', 'description'],
});
