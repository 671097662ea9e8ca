import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, link, rate, text } from '../shared/field-builders.ts';
import { bankTransactionWorkflow } from './bank-transaction.workflow.ts';

/**
 * A payment read from a bank statement (docs/collections.md). Importing matches it to the invoice it
 * pays: MATCHED once allocated in full, RETURNED for a direct debit the payer's bank sent back (its
 * invoice reopened), PENDING while a clerk has to allocate it in the reconciliation screen, IGNORED
 * when it pays nothing of ours.
 */
export const bankTransactionEntity = defineEntity({
  name: 'BankTransaction',
  domain: 'bank',
  prefix: 'BKT',
  types: ['CREDIT', 'DEBIT'],
  group: 'billing',
  menuOrder: 80,
  workflow: bankTransactionWorkflow,
  // Waiting for a clerk is the ordinary start; money sent back is to be looked at.
  statusCategories: { PENDING: 'current', RETURNED: 'warning' },
  hasCreateForm: false,
  sortIndexes: ['date'],
  fields: {
    statementRegistration: link('Statement', 'BankStatement'),
    date: date('Date'),
    amount: amount('Amount'),
    allocatedAmount: amount('Allocated', { readOnly: true }),
    currency: currency(),
    label: text('Label'),
    counterparty: text('Counterparty'),
    counterpartyIban: { type: 'iban', label: 'Counterparty IBAN' },
    remittance: text('Remittance'),
    endToEndId: text('End-to-end id'),
    mandateId: text('Mandate reference'),
    bankReference: text('Bank reference'),
    // A returned direct debit's ISO 20022 reason code (AC04, AM04, MD06…) and its meaning.
    returnReason: text('Return reason'),
    // The invoice matching found: allocated when sure, else the clerk's first suggestion.
    invoiceRegistration: link('Invoice', 'Invoice'),
    matchedBy: text('Matched by', { readOnly: true }),
    confidence: rate('Confidence'),
  },
  listColumns: [
    'registration',
    'date',
    'counterparty',
    'remittance',
    'amount',
    'allocatedAmount',
    'invoiceRegistration',
    'status',
  ],
  searchFields: ['registration', 'label', 'counterparty', 'remittance', 'endToEndId'],
  advancedSearch: ['statementRegistration', 'date', 'amount', 'status', 'type', 'invoiceRegistration'],
});
