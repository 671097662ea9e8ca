import { defineEntity } from '../define-entity.ts';
import { choice, date, interestRate, link, text } from '../shared/field-builders.ts';

/** A product sold under a fund or contract, with its rate (business-areas.md §3). */
export const productEntity = defineEntity({
  name: 'Product',
  domain: 'financing',
  prefix: 'PRD',
  types: ['FINANCIAL', 'SERVICE', 'INSURANCE'],
  group: 'contracts',
  menuOrder: 200,
  acceptsPastedRows: true,
  statuses: ['DRAFT', 'ACTIVE', 'RETIRED'],
  initialStatus: 'DRAFT',
  fields: {
    contractType: choice('Contract type', 'contractType', [
      'LEASE',
      'LOAN',
      'HIRE_PURCHASE',
      'OPERATING_LEASE',
    ]),
    code: text('Code'),
    startDate: date('Start date'),
    endDate: date('End date'),
    rate: interestRate('Rate'),
    reference: text('Reference'),
    allocation: text('Allocation'),
    fundRegistration: link('Fund', 'Fund'),
    contractRegistration: link('Contract', 'Contract'),
  },
  listColumns: ['registration', 'name', 'code', 'status'],
  searchFields: ['registration', 'name', 'code'],
  advancedSearch: ['registration', 'name', 'code', 'status', 'contractType'],
});
