import { defineEntity } from '../define-entity.ts';
import { count, dateTime, text } from '../shared/field-builders.ts';

/** A background job run on many records (billing run, export). */
export const batchEntity = defineEntity({
  name: 'Batch',
  domain: 'script',
  prefix: 'BAT',
  types: ['BILLING', 'IMPORT', 'EXPORT', 'PAYMENT', 'ACCOUNTING'],
  group: 'administration',
  menuOrder: 30,
  statuses: ['DRAFT', 'FETCHING', 'PROCESSING', 'STOPPED', 'ERROR', 'WARNING', 'SUCCESS'],
  initialStatus: 'DRAFT',
  fields: {
    scriptName: text('Script'),
    startedAt: dateTime('Started at'),
    endedAt: dateTime('Ended at'),
    processed: count('Processed'),
    failed: count('Failed'),
  },
  listColumns: ['registration', 'name', 'scriptName', 'startedAt', 'status'],
  searchFields: ['registration', 'name', 'scriptName'],
});
