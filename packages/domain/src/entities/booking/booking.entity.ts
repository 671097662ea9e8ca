import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, text } from '../shared/field-builders.ts';

/** An accounting entry grouping balanced postings. */
export const bookingEntity = defineEntity({
  name: 'Booking',
  domain: 'accounting',
  prefix: 'BOO',
  types: ['SALES', 'PURCHASES', 'BANK', 'MISCELLANEOUS'],
  group: 'accounting',
  menuOrder: 10,
  statuses: ['DRAFT', 'POSTED', 'EXPORTED'],
  initialStatus: 'DRAFT',
  fields: {
    date: date('Date'),
    journal: text('Journal'),
    amount: amount('Amount'),
    currency: currency(),
    documentReference: text('Document reference'),
  },
  listColumns: ['registration', 'name', 'date', 'journal', 'amount', 'status'],
  searchFields: ['registration', 'name', 'documentReference'],
});
