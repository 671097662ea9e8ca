import type { EntityDeclaration } from '../entity-definition.ts';
import { amount, choice, currency, date, link, text } from './field-builders.ts';

/**
 * What a posting and a posting event both carry: an amount on accounts, dated, with the references
 * that tie it to persons, invoices, contracts and cash flows (business-areas.md §3 searches them alike).
 */
export const accountingEntry = {
  fields: {
    dc: choice('Debit or credit', 'dc', ['D', 'C']),
    code: text('Code'),
    account: text('Account'),
    secondaryAccount: text('Secondary account'),
    amount: amount('Amount'),
    currency: currency(),
    date: date('Date'),
    eventType: text('Event type'),
    documentReference: text('Document reference'),
    auditTrailReference: text('Audit trail reference'),
    personRegistration: link('Person', 'Person'),
    partnerRegistration: link('Partner', 'Person', { roles: ['PARTNER'] }),
    invoiceRegistration: link('Invoice', 'Invoice'),
    contractRegistration: link('Contract', 'Contract'),
    cashflowRegistration: link('Cashflow', 'Cashflow'),
    creditlineRegistration: link('Credit line', 'CreditLine'),
  },
  advancedSearch: [
    'type',
    'dc',
    'code',
    'status',
    'account',
    'secondaryAccount',
    'amount',
    'date',
    'eventType',
    'documentReference',
    'auditTrailReference',
    'personRegistration',
    'partnerRegistration',
    'invoiceRegistration',
    'contractRegistration',
    'cashflowRegistration',
    'creditlineRegistration',
  ],
} satisfies Pick<EntityDeclaration, 'fields' | 'advancedSearch'>;
