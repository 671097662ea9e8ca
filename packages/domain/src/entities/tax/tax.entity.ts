import { defineEntity } from '../define-entity.ts';
import { choice, date, rate, text } from '../shared/field-builders.ts';

/** A tax rate by code and period. */
export const taxEntity = defineEntity({
  name: 'Tax',
  domain: 'core',
  prefix: 'TAX',
  types: ['VAT', 'INSURANCE_TAX', 'WITHHOLDING', 'STAMP_DUTY'],
  group: 'accounting',
  menuOrder: 50,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    rate: rate('Rate'),
    country: choice('Country', 'country'),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'code', 'name', 'rate', 'status'],
  searchFields: ['registration', 'code', 'name'],
});
