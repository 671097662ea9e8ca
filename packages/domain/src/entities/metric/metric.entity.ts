import { defineEntity } from '../define-entity.ts';
import { longText, text } from '../shared/field-builders.ts';

/** A measured quantity (queue length, job duration). */
export const metricEntity = defineEntity({
  name: 'Metric',
  domain: 'system',
  prefix: 'MET',
  types: ['COUNTER', 'GAUGE', 'HISTOGRAM'],
  group: 'system',
  menuOrder: 200,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    key: text('Key'),
    unit: text('Unit'),
    description: longText('Description'),
  },
  listColumns: ['registration', 'key', 'name', 'unit'],
  searchFields: ['registration', 'key', 'name'],
});
