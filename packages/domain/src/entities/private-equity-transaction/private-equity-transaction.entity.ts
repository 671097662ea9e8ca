import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link } from '../shared/field-builders.ts';

/** A cash movement of a private equity operation. */
export const privateEquityTransactionEntity = defineEntity({
  name: 'PrivateEquityTransaction',
  domain: 'private-equity',
  prefix: 'PET',
  types: ['CAPITAL_CALL', 'DISTRIBUTION', 'FEE', 'DIVIDEND'],
  apiSegment: 'transactions',
  group: 'contracts',
  menuOrder: 180,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'DRAFT',
  fields: {
    operationRegistration: link('Operation', 'PrivateEquityOperation'),
    date: date('Date'),
    amount: amount('Amount'),
    currency: currency(),
  },
  listColumns: ['registration', 'name', 'operationRegistration', 'date', 'amount', 'status'],
  searchFields: ['registration', 'name'],
});
