import { defineEntity } from '../define-entity.ts';
import { count, date, decimal, text } from '../shared/field-builders.ts';

/** A tenant's API calls counted per day, from its access logs. */
export const accessTenantStatEntity = defineEntity({
  name: 'AccessTenantStat',
  domain: 'system',
  prefix: 'ATS',
  types: ['DAILY', 'MONTHLY'],
  group: 'system',
  menuOrder: 170,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  hasCreateForm: false,
  apiReadOnly: true,
  fields: {
    tenantName: text('Tenant'),
    date: date('Date'),
    calls: count('Calls'),
    errors: count('Errors'),
    users: count('Users'),
    averageMs: decimal('Average (ms)'),
  },
  listColumns: ['registration', 'tenantName', 'date', 'calls', 'errors', 'users', 'averageMs'],
  searchFields: ['registration', 'tenantName'],
});
