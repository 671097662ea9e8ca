import { defineEntity } from '../define-entity.ts';
import { choice, date, longText, text } from '../shared/field-builders.ts';

/** An accounting scheme entry: the account a posting of a given code goes to. */
export const accountingCatalogItemEntity = defineEntity({
  name: 'AccountingCatalogItem',
  domain: 'accounting',
  prefix: 'ACI',
  types: ['GENERAL', 'AUXILIARY', 'ANALYTICAL'],
  group: 'catalog',
  menuOrder: 40,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    account: text('Account'),
    secondaryAccount: text('Secondary account'),
    dc: choice('Debit or credit', 'dc', ['D', 'C']),
    description: longText('Description'),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'code', 'name', 'account', 'status'],
  searchFields: ['registration', 'code', 'name'],
  advancedSearch: ['type', 'code', 'status'],
});
