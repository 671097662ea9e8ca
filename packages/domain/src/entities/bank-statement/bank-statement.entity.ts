import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link } from '../shared/field-builders.ts';

/** A statement of a bank account for a period. */
export const bankStatementEntity = defineEntity({
  name: 'BankStatement',
  domain: 'bank',
  prefix: 'BKS',
  types: ['END_OF_DAY', 'INTRADAY'],
  group: 'billing',
  menuOrder: 70,
  statuses: ['RECEIVED', 'PROCESSED'],
  initialStatus: 'RECEIVED',
  fields: {
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    date: date('Date'),
    openingBalance: amount('Opening balance'),
    closingBalance: amount('Closing balance'),
    currency: currency(),
  },
  listColumns: ['registration', 'name', 'date', 'closingBalance', 'status'],
  searchFields: ['registration', 'name'],
});
