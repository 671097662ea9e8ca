import { defineEntity } from '../define-entity.ts';
import { amount, date, link } from '../shared/field-builders.ts';
import { cashflowAllocationWorkflow } from './cashflow-allocation.workflow.ts';

/**
 * The share of a payment that settles one invoice: a bank transaction's money, or a planned cashflow
 * of the invoice's contract. An allocation set INACTIVE was undone (its payment came back).
 */
export const cashflowAllocationEntity = defineEntity({
  name: 'CashflowAllocation',
  domain: 'billing',
  prefix: 'CFA',
  types: ['PAYMENT', 'CREDIT_NOTE', 'WRITE_OFF'],
  group: 'billing',
  menuOrder: 40,
  workflow: cashflowAllocationWorkflow,
  fields: {
    cashflowRegistration: link('Cashflow', 'Cashflow'),
    invoiceRegistration: link('Invoice', 'Invoice'),
    bankTransactionRegistration: link('Bank transaction', 'BankTransaction'),
    amount: amount('Amount'),
    date: date('Date'),
  },
  listColumns: ['registration', 'cashflowRegistration', 'invoiceRegistration', 'amount', 'status'],
  searchFields: ['registration', 'cashflowRegistration', 'invoiceRegistration'],
});
