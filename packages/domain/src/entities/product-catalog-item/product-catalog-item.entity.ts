import { defineEntity } from '../define-entity.ts';
import { choice, count, date, interestRate, text } from '../shared/field-builders.ts';

/** A financial product offered to clients, as listed in the products catalogue. */
export const productCatalogItemEntity = defineEntity({
  name: 'ProductCatalogItem',
  domain: 'financing',
  prefix: 'PCI',
  types: ['FINANCIAL', 'SERVICE', 'INSURANCE'],
  group: 'catalog',
  menuOrder: 50,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    code: text('Code'),
    contractType: choice('Contract type', 'contractType', [
      'LEASE',
      'LOAN',
      'HIRE_PURCHASE',
      'OPERATING_LEASE',
    ]),
    minDuration: count('Minimum duration'),
    maxDuration: count('Maximum duration'),
    rate: interestRate('Rate'),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'code', 'name', 'contractType', 'status'],
  searchFields: ['registration', 'code', 'name'],
});
