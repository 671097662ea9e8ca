import { defineEntity } from '../define-entity.ts';
import { count, dateTime } from '../shared/field-builders.ts';

/** A distributed transaction spanning several records, tracked to completion. */
export const dtxnEntity = defineEntity({
  name: 'Dtxn',
  domain: 'system',
  prefix: 'DTX',
  types: ['CREATE', 'UPDATE', 'TRANSITION', 'IMPORT'],
  group: 'system',
  menuOrder: 220,
  statuses: ['PENDING', 'COMMITTED', 'ROLLED_BACK'],
  initialStatus: 'PENDING',
  hasCreateForm: false,
  fields: {
    steps: count('Steps'),
    startedAt: dateTime('Started at'),
    endedAt: dateTime('Ended at'),
  },
  listColumns: ['registration', 'name', 'startedAt', 'status'],
  searchFields: ['registration', 'name'],
});
