import { defineEntity } from '../define-entity.ts';
import {
  amount,
  choice,
  count,
  currency,
  date,
  link,
  organization,
  persons,
  references,
  text,
} from '../shared/field-builders.ts';
import { invoiceWorkflow } from './invoice.workflow.ts';

/** An invoice payable or receivable, with its payer and payee (business-areas.md §3). */
export const invoiceEntity = defineEntity({
  name: 'Invoice',
  domain: 'billing',
  prefix: 'INV',
  // The types of each row's documents: the row's download shows where the invoice has its PDF.
  listPage: { kpiSums: ['amountExclTax', 'totalBalance'], include: 'documentTypes' },
  sortIndexes: ['dueDate'],
  group: 'billing',
  menuOrder: 10,
  hasDocuments: true,
  workflow: invoiceWorkflow,
  types: ['INVOICE', 'CREDIT_NOTE', 'SCHEDULE'],
  documentTypes: ['INVOICE', 'REMINDER', 'OTHER'],
  fields: {
    invoiceNumber: text('Invoice number'),
    pr: choice('Payable or receivable', 'payableReceivable', ['P', 'R']),
    paymentMode: choice('Payment mode', 'paymentMode', ['TRANSFER', 'DIRECT_DEBIT', 'CHEQUE', 'CARD']),
    paymentCondition: choice('Payment condition', 'paymentCondition', [
      'ON_RECEIPT',
      'NET_15',
      'NET_30',
      'NET_45',
      'NET_60',
      'END_OF_MONTH',
    ]),
    contractRegistration: link('Contract', 'Contract'),
    // The schedule row and the planned cashflow a billing run made this invoice for.
    instalmentIndex: count('Instalment', { readOnly: true }),
    cashflowRegistration: link('Cashflow', 'Cashflow'),
    // business-areas.md §5: payers and payees are chosen among persons who are no sales.
    persons: persons(['PAYER', 'PAYEE'], { excludedRoles: ['SALES'] }),
    amountExclTax: amount('Amount excl. tax'),
    taxAmount: amount('Tax amount'),
    amountInclTax: amount('Amount incl. tax'),
    totalBalance: amount('Balance'),
    currency: currency(),
    dueDate: date('Due date'),
    paymentDate: date('Payment date'),
    generationDate: date('Generated on'),
    issueDate: date('Issued on'),
    organization: organization(),
    timeZone: text('Time zone'),
    ...references,
  },
  listColumns: [
    'registration',
    'status',
    'name',
    'contractRegistration',
    { key: 'payer', label: 'Payer', path: 'persons', personRole: 'PAYER', truncate: 17 },
    { key: 'payee', label: 'Payee', path: 'persons', personRole: 'PAYEE', truncate: 17 },
    'amountExclTax',
    'dueDate',
  ],
  searchFields: ['registration', 'name', 'invoiceNumber', 'contractRegistration'],
  advancedSearch: [
    'dueDate',
    'amountExclTax',
    'name',
    'contractRegistration',
    'type',
    'status',
    'paymentMode',
    'paymentCondition',
    'payerRegistration',
    'payeeRegistration',
  ],
  // business-areas.md §5: the payer and payee searches leave out the sales people.
  personRoleFilters: {
    payerRegistration: { role: 'PAYER', label: 'Payer', excludedRoles: ['SALES'] },
    payeeRegistration: { role: 'PAYEE', label: 'Payee', excludedRoles: ['SALES'] },
  },
});
