import { defineEntity } from '../define-entity.ts';
import { amount, choice, count, currency, date, link, rate, text } from '../shared/field-builders.ts';

/** A priced financing offer for a deal or contract. */
export const quotationEntity = defineEntity({
  name: 'Quotation',
  domain: 'financing',
  prefix: 'QUO',
  group: 'contracts',
  statuses: ['DRAFT', 'PROPOSED', 'ACCEPTED', 'REFUSED'],
  initialStatus: 'DRAFT',
  fields: {
    contractRegistration: link('Contract'),
    dealRegistration: link('Deal'),
    financialProduct: text('Financial product'),
    financedAmountExclTax: amount('Financed amount excl. tax'),
    duration: count('Duration (months)', { max: 600 }),
    frequency: choice('Frequency', 'frequency', ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'ANNUAL']),
    rate: rate('Rate'),
    firstPayment: amount('First payment'),
    residualValue: amount('Residual value'),
    currency: currency(),
    startDate: date('Start date'),
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
