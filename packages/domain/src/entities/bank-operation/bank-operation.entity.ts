import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A movement on a bank account, to be matched with invoices. */
export const bankOperationEntity = defineEntity({
  name: 'BankOperation',
  domain: 'bank',
  prefix: 'BKO',
  types: ['TRANSFER', 'DIRECT_DEBIT', 'CARD', 'CHEQUE', 'FEE'],
  group: 'billing',
  menuOrder: 60,
  statuses: ['PENDING', 'MATCHED', 'IGNORED'],
  initialStatus: 'PENDING',
  fields: {
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    date: date('Date'),
    valueDate: date('Value date'),
    amount: amount('Amount'),
    currency: currency(),
    label: text('Label'),
    invoiceRegistration: link('Invoice', 'Invoice'),
  },
  listColumns: ['registration', 'date', 'label', 'amount', 'status'],
  searchFields: ['registration', 'name', 'label'],
});
