import { defineEntity } from '../define-entity.ts';
import { count, date, text } from '../shared/field-builders.ts';

/** API calls counted per tenant and day. */
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
  fields: {
    tenantName: text('Tenant'),
    date: date('Date'),
    calls: count('Calls'),
  },
  listColumns: ['registration', 'tenantName', 'date', 'calls'],
  searchFields: ['registration', 'tenantName'],
});
