import { defineEntity } from '../define-entity.ts';
import { dateTime, decimal, text } from '../shared/field-builders.ts';

/** A dated value of a metric: one per measure at the end of each period the server measured. */
export const metricRecordEntity = defineEntity({
  name: 'MetricRecord',
  domain: 'system',
  prefix: 'MRC',
  types: ['COUNTER', 'GAUGE', 'HISTOGRAM'],
  group: 'system',
  menuOrder: 210,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  // Measured and written by the server (the record-metrics cron), changed by nobody.
  apiReadOnly: true,
  fields: {
    key: text('Key'),
    value: decimal('Value'),
    date: dateTime('Date'),
  },
  listColumns: ['registration', 'key', 'date', 'value'],
  searchFields: ['registration', 'key'],
});
