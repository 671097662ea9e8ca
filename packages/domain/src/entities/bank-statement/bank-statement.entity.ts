import { defineEntity } from '../define-entity.ts';
import { amount, count, currency, date, link, text } from '../shared/field-builders.ts';
import { bankStatementWorkflow } from './bank-statement.workflow.ts';

/**
 * A statement of one of the company's bank accounts for a period, imported from the bank's camt.053
 * file (or a camt.054 notification): its transactions are BankTransactions, matched to invoices as it
 * is imported. RECEIVED while some wait for a clerk; PROCESSED once each is allocated or set aside.
 */
export const bankStatementEntity = defineEntity({
  name: 'BankStatement',
  domain: 'bank',
  prefix: 'BKS',
  types: ['END_OF_DAY', 'INTRADAY'],
  documentTypes: ['CAMT053', 'CAMT054', 'OTHER'],
  group: 'billing',
  menuOrder: 70,
  // Statements come from the bank: the list imports them rather than adding one.
  listPage: { addButton: false },
  hasCreateForm: false,
  // The camt file it was read from, as the bank sent it.
  hasDocuments: true,
  workflow: bankStatementWorkflow,
  // A statement just received is where its reconciliation starts.
  statusCategories: { RECEIVED: 'current' },
  fields: {
    bankAccountRegistration: link('Bank account', 'BankAccount'),
    camtRegistration: link('Camt file', 'Camt'),
    // The bank's identifier of the statement: the same one imported twice is refused.
    statementId: text('Statement id', { readOnly: true }),
    date: date('Date'),
    openingBalance: amount('Opening balance'),
    closingBalance: amount('Closing balance'),
    currency: currency(),
    transactionCount: count('Transactions', { readOnly: true }),
    matchedCount: count('Matched', { readOnly: true }),
    returnedCount: count('Returned', { readOnly: true }),
    toReconcileCount: count('To reconcile', { readOnly: true }),
  },
  listColumns: [
    'registration',
    'name',
    'date',
    'bankAccountRegistration',
    'closingBalance',
    'transactionCount',
    'toReconcileCount',
    'status',
  ],
  searchFields: ['registration', 'name', 'statementId'],
  advancedSearch: ['bankAccountRegistration', 'date', 'status'],
});
