import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, interestRate, link } from '../shared/field-builders.ts';

/** A drawing on a fund that refinances one or more contracts. */
export const fundingEntity = defineEntity({
  name: 'Funding',
  domain: 'financing',
  prefix: 'FDG',
  types: ['LOAN', 'SALE', 'GUARANTEE'],
  group: 'contracts',
  menuOrder: 150,
  statuses: ['DRAFT', 'ACTIVE', 'REPAID'],
  initialStatus: 'DRAFT',
  fields: {
    fundRegistration: link('Fund', 'Fund'),
    contractRegistration: link('Contract', 'Contract'),
    amount: amount('Amount'),
    rate: interestRate('Rate'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'name', 'fundRegistration', 'contractRegistration', 'amount', 'status'],
  searchFields: ['registration', 'name', 'contractRegistration'],
});
