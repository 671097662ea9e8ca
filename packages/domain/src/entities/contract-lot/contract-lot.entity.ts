import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, interestRate, link } from '../shared/field-builders.ts';

/** A set of contracts sold or pledged to a fund. */
export const contractLotEntity = defineEntity({
  name: 'ContractLot',
  domain: 'financing',
  prefix: 'CLT',
  types: ['REFINANCING', 'SECURITISATION', 'SALE'],
  group: 'contracts',
  menuOrder: 60,
  statuses: ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'VALIDATED', 'REJECTED'],
  initialStatus: 'DRAFT',
  fields: {
    fundRegistration: link('Fund', 'Fund'),
    rate: interestRate('Rate'),
    cessionDate: date('Cession date'),
    totalAmount: amount('Total amount'),
    submitDate: date('Submitted on'),
    acceptDate: date('Accepted on'),
    validationDate: date('Validated on'),
    contractRegistration: link('Contract', 'Contract'),
    fundingRegistration: link('Funding', 'Funding'),
    currency: currency(),
  },
  listColumns: ['registration', 'name', 'fundRegistration', 'totalAmount', 'status'],
  searchFields: ['registration', 'name'],
  advancedSearch: [
    'type',
    'name',
    'fundRegistration',
    'rate',
    'cessionDate',
    'totalAmount',
    'submitDate',
    'acceptDate',
    'validationDate',
    'status',
    'contractRegistration',
    'fundingRegistration',
  ],
});
