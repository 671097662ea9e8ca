import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';

/** A contract held by another lender, known from an external source. */
export const externalContractEntity = defineEntity({
  name: 'ExternalContract',
  domain: 'external',
  prefix: 'EXC',
  types: ['LOAN', 'LEASE', 'CREDIT_CARD', 'MORTGAGE'],
  group: 'contracts',
  menuOrder: 210,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    lender: text('Lender'),
    personRegistration: link('Person', 'Person'),
    amount: amount('Amount'),
    currency: currency(),
    startDate: date('Start date'),
    endDate: date('End date'),
  },
  listColumns: ['registration', 'name', 'lender', 'personRegistration', 'amount', 'status'],
  searchFields: ['registration', 'name', 'lender'],
});
