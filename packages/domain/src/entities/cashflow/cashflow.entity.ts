import { defineEntity } from '../define-entity.ts';
import { amount, choice, currency, date, link } from '../shared/field-builders.ts';

/** A payment expected or made on a contract. */
export const cashflowEntity = defineEntity({
  name: 'Cashflow',
  domain: 'billing',
  prefix: 'CSF',
  types: ['RENT', 'PRINCIPAL', 'INTEREST', 'FEE', 'INSURANCE', 'RESIDUAL_VALUE'],
  group: 'billing',
  menuOrder: 30,
  statuses: ['PLANNED', 'RECEIVED', 'ALLOCATED', 'CANCELLED'],
  initialStatus: 'PLANNED',
  fields: {
    contractRegistration: link('Contract', 'Contract'),
    invoiceRegistration: link('Invoice', 'Invoice'),
    date: date('Date'),
    amount: amount('Amount'),
    currency: currency(),
    direction: choice('Direction', 'cashflowDirection', ['IN', 'OUT']),
  },
  listColumns: ['registration', 'contractRegistration', 'date', 'amount', 'direction', 'status'],
  searchFields: ['registration', 'contractRegistration'],
});
