import type { InvoiceNotCollected } from './collections-due.ts';
import type { CreditTransferInstruction } from './credit-transfer-file.ts';
import { byDueDate, owedOn, type StoredData, storedItems, storedText } from './due-invoice-parts.ts';

/** A payable invoice a credit transfer may pay: what is still owed on it, and to whom. */
export interface PayableDue {
  registration: string;
  /** What is still owed, as decimal text. */
  balance: string;
  dueDate: string;
  payeeRegistration: string;
  /** The supplier's own number for it, which they look for on their statement. */
  invoiceNumber?: string;
  type?: string;
}

/** An invoice left out of the file, and why, in words a clerk reads. */
export type InvoiceNotPaid = InvoiceNotCollected;

/** The payments of a file, and the invoices left out. */
export interface CreditTransfersDue {
  instructions: CreditTransferInstruction[];
  notPaid: InvoiceNotPaid[];
}

/**
 * Which payable invoices a credit-transfer file pays, to which account: each invoice's payee needs
 * an active bank account with an IBAN (the first one, in the order the person lists them), and the
 * invoice pays what it still owes, with its registration as end-to-end id (matching reads it back)
 * and the supplier's invoice number as remittance. Payments keep the order of their due dates.
 * @example creditTransfersDue([{ registration: 'INV1', balance: '1200', dueDate: '2026-12-01',
 *   payeeRegistration: 'P1', invoiceNumber: 'F-2026-118' }], new Map([['P1', garage]]))
 *   // { instructions: [{ endToEndId: 'INV1', amount: '1200.00', remittance: 'Invoice F-2026-118', … }], notPaid: [] }
 */
export function creditTransfersDue(
  invoices: readonly PayableDue[],
  payees: ReadonlyMap<string, StoredData>,
): CreditTransfersDue {
  const instructions: CreditTransferInstruction[] = [];
  const notPaid: InvoiceNotPaid[] = [];
  for (const invoice of byDueDate(invoices)) {
    const leftOut = (reason: string) => notPaid.push({ registration: invoice.registration, reason });
    // A supplier's credit note is money owed to us: it is deducted or refunded, never paid out.
    if (invoice.type === 'CREDIT_NOTE') {
      leftOut('A credit note is owed to us, not paid');
      continue;
    }
    const balance = owedOn(invoice.balance);
    if ('reason' in balance) {
      leftOut(balance.reason);
      continue;
    }
    const payee = payees.get(invoice.payeeRegistration);
    const account = payee && storedItems(payee.bankAccounts).find(isPayableAccount);
    if (!account) {
      leftOut(`Its payee ${invoice.payeeRegistration} has no active bank account with an IBAN`);
      continue;
    }
    const bic = storedText(account.bankBic);
    instructions.push({
      endToEndId: invoice.registration,
      amount: balance.owed.toFixed(2),
      creditor: {
        name: storedText(account.bankOwner) || storedText(payee.name) || invoice.payeeRegistration,
        account: { iban: storedText(account.bankIban), ...(bic ? { bic } : {}) },
      },
      remittance: `Invoice ${invoice.invoiceNumber?.trim() || invoice.registration}`,
    });
  }
  return { instructions, notPaid };
}

const isPayableAccount = (account: StoredData) =>
  account.isInactive !== true && storedText(account.bankIban) !== '';
