import { defineEntity } from '../define-entity.ts';
import { count, date, link, text } from '../shared/field-builders.ts';

/** A CAMT bank-to-customer statement file. */
export const camtEntity = defineEntity({
  name: 'Camt',
  domain: 'bank',
  prefix: 'CMT',
  types: ['CAMT052', 'CAMT053', 'CAMT054'],
  group: 'billing',
  menuOrder: 120,
  statuses: ['RECEIVED', 'PROCESSED', 'ERROR'],
  initialStatus: 'RECEIVED',
  hasCreateForm: false,
  fields: {
    fileName: text('File name'),
    date: date('Date'),
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    entries: count('Entries'),
  },
  listColumns: ['registration', 'fileName', 'date', 'status'],
  searchFields: ['registration', 'fileName'],
});
