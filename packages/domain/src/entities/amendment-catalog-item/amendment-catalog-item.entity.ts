import { defineEntity } from '../define-entity.ts';
import { amount, date, longText, text } from '../shared/field-builders.ts';

/** A kind of amendment a contract may receive, with its rules. */
export const amendmentCatalogItemEntity = defineEntity({
  name: 'AmendmentCatalogItem',
  domain: 'financing',
  prefix: 'AMC',
  types: ['DURATION', 'AMOUNT', 'ASSET', 'EARLY_TERMINATION'],
  group: 'catalog',
  menuOrder: 80,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    description: longText('Description'),
    fee: amount('Fee'),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'code', 'name', 'status'],
  searchFields: ['registration', 'code', 'name'],
});
