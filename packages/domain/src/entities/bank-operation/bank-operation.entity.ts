import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, text } from '../shared/field-builders.ts';
import { bankOperationWorkflow } from './bank-operation.workflow.ts';

/**
 * A movement on a bank account, to be matched with invoices; or a leg of an internal transfer
 * between the company's accounts, or of an arbitration between funds (docs/treasury.md): the legs
 * of one share a `transferId`, money leaving is negative.
 */
export const bankOperationEntity = defineEntity({
  name: 'BankOperation',
  domain: 'bank',
  prefix: 'BKO',
  types: ['TRANSFER', 'DIRECT_DEBIT', 'CARD', 'CHEQUE', 'FEE', 'INTERNAL_TRANSFER', 'FUND_ARBITRATION'],
  group: 'billing',
  menuOrder: 60,
  workflow: bankOperationWorkflow,
  // Waiting to be matched is the ordinary start.
  statusCategories: { PENDING: 'current' },
  fields: {
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    date: date('Date'),
    valueDate: date('Value date'),
    amount: amount('Amount'),
    currency: currency(),
    label: text('Label'),
    invoiceRegistration: link('Invoice', 'Invoice'),
    // The other account of an internal transfer: where the money went, or came from.
    counterpartAccountRegistration: link('Counterpart account', 'BankAccount'),
    transferId: text('Transfer id', { readOnly: true }),
    // An arbitration's legs: the fund repaid or drawn on, and the contract whose refinancing moved.
    fundRegistration: link('Fund', 'Fund'),
    contractRegistration: link('Contract', 'Contract'),
  },
  listColumns: ['registration', 'date', 'label', 'amount', 'status'],
  searchFields: ['registration', 'name', 'label'],
});
