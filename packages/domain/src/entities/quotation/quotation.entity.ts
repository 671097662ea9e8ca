import { defineEntity } from '../define-entity.ts';
import { currency, financingTerms, link } from '../shared/field-builders.ts';

/** A priced financing offer for a deal or contract. */
export const quotationEntity = defineEntity({
  name: 'Quotation',
  domain: 'financing',
  prefix: 'QUO',
  types: ['LEASE', 'LOAN', 'RENTAL'],
  group: 'contracts',
  menuOrder: 190,
  statuses: ['DRAFT', 'PROPOSED', 'ACCEPTED', 'REFUSED'],
  initialStatus: 'DRAFT',
  fields: {
    contractRegistration: link('Contract', 'Contract'),
    dealRegistration: link('Deal', 'Deal'),
    ...financingTerms(),
    currency: currency(),
  },
  listColumns: [
    'registration',
    'name',
    'financialProduct',
    'financedAmountExclTax',
    'duration',
    'rate',
    'status',
  ],
  searchFields: ['registration', 'name', 'contractRegistration', 'dealRegistration'],
});
