import { defineEntity } from '../define-entity.ts';
import { accountingEntry } from '../shared/accounting-entry.ts';

/** A business event waiting to be turned into postings. */
export const postingEventEntity = defineEntity({
  name: 'PostingEvent',
  domain: 'accounting',
  prefix: 'PEV',
  types: ['INVOICE', 'PAYMENT', 'ACCRUAL', 'DEPRECIATION', 'ADJUSTMENT'],
  group: 'accounting',
  menuOrder: 30,
  statuses: ['PENDING', 'PROCESSED', 'ERROR'],
  initialStatus: 'PENDING',
  ...accountingEntry,
  listColumns: ['registration', 'date', 'eventType', 'amount', 'status'],
  searchFields: ['registration', 'name', 'eventType'],
});
