import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, rate } from '../shared/field-builders.ts';

/** A drawing on a fund that refinances one or more contracts. */
export const fundingEntity = defineEntity({
  name: 'Funding',
  domain: 'financing',
  prefix: 'FDG',
  group: 'contracts',
  menuOrder: 150,
  statuses: ['DRAFT', 'ACTIVE', 'REPAID'],
  initialStatus: 'DRAFT',
  fields: {
    fundRegistration: link('Fund', 'Fund'),
    contractRegistration: link('Contract', 'Contract'),
    amount: amount('Amount'),
    rate: rate('Rate'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'name', 'fundRegistration', 'contractRegistration', 'amount', 'status'],
  searchFields: ['registration', 'name', 'contractRegistration'],
});
