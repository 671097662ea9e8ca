import { defineEntity } from '../define-entity.ts';
import { amount, choice, count, currency, date, link } from '../shared/field-builders.ts';
import { cashflowWorkflow } from './cashflow.workflow.ts';

/** A payment expected or made on a contract: a contract's activation plans one per instalment. */
export const cashflowEntity = defineEntity({
  name: 'Cashflow',
  domain: 'billing',
  prefix: 'CSF',
  types: ['RENT', 'PRINCIPAL', 'INTEREST', 'FEE', 'INSURANCE', 'RESIDUAL_VALUE'],
  group: 'billing',
  menuOrder: 30,
  workflow: cashflowWorkflow,
  sortIndexes: ['date'],
  fields: {
    contractRegistration: link('Contract', 'Contract'),
    // The row of the contract's schedule this cashflow is, and the invoice a billing run made for it.
    instalmentIndex: count('Instalment', { readOnly: true }),
    invoiceRegistration: link('Invoice', 'Invoice'),
    date: date('Date'),
    amount: amount('Amount'),
    amountExclTax: amount('Amount excl. tax'),
    principal: amount('Principal'),
    interest: amount('Interest'),
    taxAmount: amount('Tax amount'),
    currency: currency(),
    direction: choice('Direction', 'cashflowDirection', ['IN', 'OUT']),
  },
  listColumns: [
    'registration',
    'contractRegistration',
    'instalmentIndex',
    'date',
    'amount',
    'direction',
    'status',
    'invoiceRegistration',
  ],
  searchFields: ['registration', 'contractRegistration'],
});
