import { defineEntity } from '../define-entity.ts';
import { count, date, decimal, text } from '../shared/field-builders.ts';

/** API calls counted per route and day. */
export const accessStatEntity = defineEntity({
  name: 'AccessStat',
  domain: 'system',
  prefix: 'ACS',
  types: ['DAILY', 'MONTHLY'],
  group: 'system',
  menuOrder: 160,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  fields: {
    route: text('Route'),
    date: date('Date'),
    calls: count('Calls'),
    averageMs: decimal('Average (ms)'),
  },
  listColumns: ['registration', 'route', 'date', 'calls'],
  searchFields: ['registration', 'route'],
});
