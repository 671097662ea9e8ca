import { defineEntity } from '../define-entity.ts';
import { accountingEntry } from '../shared/accounting-entry.ts';

/** One debit or credit line on an account. */
export const postingEntity = defineEntity({
  name: 'Posting',
  domain: 'accounting',
  prefix: 'PST',
  types: ['INVOICE', 'PAYMENT', 'ACCRUAL', 'DEPRECIATION', 'ADJUSTMENT'],
  group: 'accounting',
  menuOrder: 20,
  statuses: ['DRAFT', 'POSTED', 'EXPORTED'],
  initialStatus: 'DRAFT',
  ...accountingEntry,
  listColumns: ['registration', 'date', 'account', 'dc', 'amount', 'status'],
  searchFields: ['registration', 'name', 'account', 'documentReference'],
});
