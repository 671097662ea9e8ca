import { defineEntity } from '../define-entity.ts';
import { count, date, decimal, text } from '../shared/field-builders.ts';

/** API calls of a tenant counted per route and day, from its access logs. */
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
  apiReadOnly: true,
  fields: {
    method: text('Method'),
    route: text('Route'),
    date: date('Date'),
    calls: count('Calls'),
    errors: count('Errors'),
    averageMs: decimal('Average (ms)'),
    maxMs: count('Slowest (ms)'),
  },
  listColumns: ['registration', 'date', 'method', 'route', 'calls', 'errors', 'averageMs', 'maxMs'],
  searchFields: ['registration', 'route'],
});
