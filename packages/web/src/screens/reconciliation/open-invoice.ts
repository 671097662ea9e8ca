import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { minorUnits } from '../treasury/minor-units.ts';
import { moneyOf } from './money.ts';

export const invoiceEntity = findEntity('Invoice');

/**
 * The invoices a payment settles: money received pays what we are owed (receivables, `pr` R or
 * unset), money paid out what we owe (payables, `pr` P, our suppliers' invoices).
 */
export type InvoiceSide = 'receivable' | 'payable';

/** The statuses in which an invoice still waits for money (invoice.workflow.ts), by side. */
const openStatuses: Readonly<Record<InvoiceSide, readonly string[]>> = {
  receivable: ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'COLLECTION_PENDING'],
  payable: ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'PAYMENT_PENDING'],
};

/** The other party of an invoice of the side: who pays a receivable, who is paid a payable. */
const partyRole: Readonly<Record<InvoiceSide, 'PAYER' | 'PAYEE'>> = {
  receivable: 'PAYER',
  payable: 'PAYEE',
};

/** The column naming an invoice's other party, by side. */
export const partyHeader: Readonly<Record<InvoiceSide, string>> = { receivable: 'Payer', payable: 'Payee' };

/**
 * What every search of invoices a payment may settle asks: the open ones of the side, with their
 * persons' names (the other party's shown), soonest due first.
 */
export const openInvoicesQuery = (side: InvoiceSide): Readonly<Record<string, string>> => ({
  status: openStatuses[side].join(','),
  pr: side === 'payable' ? 'P' : '-P',
  include: 'personsNames',
  sort: 'dueDate',
});

/** An invoice a payment may settle, as the reconciliation screen shows it. */
export interface OpenInvoice {
  registration: string;
  invoiceNumber: string | undefined;
  /** The payer of a receivable, the payee of a payable. */
  partyName: string | undefined;
  dueDate: string | undefined;
  currency: string;
  /** What it still owes, in minor units. */
  balance: number;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The party's name the list brought along (`include=personsNames`), else its registration. */
function partyNameOf(persons: unknown, role: 'PAYER' | 'PAYEE'): string | undefined {
  if (!Array.isArray(persons)) return undefined;
  const payer = persons.find(
    (person): person is Record<string, unknown> =>
      typeof person === 'object' && person !== null && (person as { role?: unknown }).role === role,
  );
  return payer ? (text(payer.name) ?? text(payer.personRegistration)) : undefined;
}

export function openInvoiceOf(record: EntityRecord, side: InvoiceSide): OpenInvoice {
  const money = moneyOf(record.currency);
  return {
    registration: record.registration,
    invoiceNumber: text(record.invoiceNumber),
    partyName: partyNameOf(record.persons, partyRole[side]),
    dueDate: text(record.dueDate),
    currency: money.currency,
    balance: minorUnits(record.totalBalance, money.decimals),
  };
}
