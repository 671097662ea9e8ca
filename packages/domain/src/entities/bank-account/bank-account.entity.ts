import { defineEntity } from '../define-entity.ts';
import { amount, currency, date, flag, link, text } from '../shared/field-builders.ts';

/** A bank account of the company or of a person. */
export const bankAccountEntity = defineEntity({
  name: 'BankAccount',
  domain: 'bank',
  prefix: 'BKA',
  types: ['CURRENT', 'SAVINGS', 'ESCROW'],
  group: 'billing',
  menuOrder: 50,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    personRegistration: link('Owner', 'Person'),
    bankIban: { type: 'iban', label: 'IBAN' },
    bankBic: text('BIC'),
    bankName: text('Bank name'),
    bankOwner: text('Account owner'),
    // The company's accounts collect direct debits under it (docs/collections.md).
    sepaCreditorIdentifier: text('SEPA creditor identifier', { identifier: 'sepaCreditorIdentifier' }),
    currency: currency(),
    isInactive: flag('Inactive'),
    balance: amount('Balance'),
    // What the bank lets the balance go below zero by, until the day it lapses (none: no end);
    // set on the set-overdraft screen, which keeps its history (docs/treasury.md).
    overdraftLimit: amount('Authorised overdraft', { min: 0, readOnly: true }),
    overdraftValidUntil: { ...date('Overdraft valid until'), readOnly: true },
  },
  listColumns: ['registration', 'name', 'bankIban', 'bankName', 'status'],
  searchFields: ['registration', 'name', 'bankIban', 'bankName'],
});
