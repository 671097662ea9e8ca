import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A transaction read from a bank statement. */
export const bankTransactionEntity = defineEntity({
  name: 'BankTransaction',
  domain: 'bank',
  prefix: 'BKT',
  types: ['CREDIT', 'DEBIT'],
  group: 'billing',
  menuOrder: 80,
  statuses: ['PENDING', 'MATCHED', 'IGNORED'],
  initialStatus: 'PENDING',
  hasCreateForm: false,
  fields: {
    statementRegistration: link('Statement', 'BankStatement'),
    date: date('Date'),
    amount: amount('Amount'),
    currency: currency(),
    label: text('Label'),
    counterparty: text('Counterparty'),
  },
  listColumns: ['registration', 'date', 'label', 'amount', 'status'],
  searchFields: ['registration', 'label', 'counterparty'],
});
