import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { minorUnits } from '../treasury/minor-units.ts';
import { moneyOf } from './money.ts';

export const invoiceEntity = findEntity('Invoice');

/** The statuses in which an invoice still waits for money (invoice.workflow.ts). */
const openInvoiceStatuses = ['ISSUED', 'SENT', 'PARTIALLY_PAID', 'COLLECTION_PENDING'] as const;

/**
 * What every search of invoices a payment may settle asks: the open receivables (`pr` R or unset),
 * with their persons' names (the payer's shown), soonest due first.
 */
export const openInvoicesQuery: Readonly<Record<string, string>> = {
  status: openInvoiceStatuses.join(','),
  pr: '-P',
  include: 'personsNames',
  sort: 'dueDate',
};

/** An invoice a payment may settle, as the reconciliation screen shows it. */
export interface OpenInvoice {
  registration: string;
  invoiceNumber: string | undefined;
  payerName: string | undefined;
  dueDate: string | undefined;
  currency: string;
  /** What it still owes, in minor units. */
  balance: number;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The payer's name the list brought along (`include=personsNames`), else its registration. */
function payerNameOf(persons: unknown): string | undefined {
  if (!Array.isArray(persons)) return undefined;
  const payer = persons.find(
    (person): person is Record<string, unknown> =>
      typeof person === 'object' && person !== null && (person as { role?: unknown }).role === 'PAYER',
  );
  return payer ? (text(payer.name) ?? text(payer.personRegistration)) : undefined;
}

export function openInvoiceOf(record: EntityRecord): OpenInvoice {
  const money = moneyOf(record.currency);
  return {
    registration: record.registration,
    invoiceNumber: text(record.invoiceNumber),
    payerName: payerNameOf(record.persons),
    dueDate: text(record.dueDate),
    currency: money.currency,
    balance: minorUnits(record.totalBalance, money.decimals),
  };
}
