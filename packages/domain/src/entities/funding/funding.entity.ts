import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, interestRate, link, text } from '../shared/field-builders.ts';
import { fundingWorkflow } from './funding.workflow.ts';

/** A drawing on a fund that refinances one or more contracts. */
export const fundingEntity = defineEntity({
  name: 'Funding',
  domain: 'financing',
  prefix: 'FDG',
  types: ['LOAN', 'SALE', 'GUARANTEE'],
  group: 'contracts',
  menuOrder: 150,
  workflow: fundingWorkflow,
  fields: {
    fundRegistration: link('Fund', 'Fund'),
    contractRegistration: link('Contract', 'Contract'),
    amount: amount('Amount'),
    rate: interestRate('Rate'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
    // A funding an arbitration made: the one whose refinancing it took over, and the arbitration's
    // id, which its bank operations share (docs/treasury.md).
    arbitratedFrom: link('Arbitrated from', 'Funding', { readOnly: true }),
    transferId: text('Arbitration id', { readOnly: true }),
  },
  listColumns: ['registration', 'name', 'fundRegistration', 'contractRegistration', 'amount', 'status'],
  searchFields: ['registration', 'name', 'contractRegistration'],
});
