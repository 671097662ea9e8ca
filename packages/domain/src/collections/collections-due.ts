import type { DirectDebitBatch, DirectDebitInstruction, DirectDebitSequence } from './direct-debit-file.ts';
import {
  byDueDate,
  type StoredData as Data,
  storedItems as items,
  owedOn,
  storedText as text,
} from './due-invoice-parts.ts';

/** An open invoice a direct debit may collect: what it still owes, and who pays it. */
export interface InvoiceDue {
  registration: string;
  /** What is still owed, as decimal text. */
  balance: string;
  dueDate: string;
  payerRegistration: string;
  contractRegistration?: string;
}

/** An invoice left out of the file, and why, in words a collections clerk reads. */
export interface InvoiceNotCollected {
  registration: string;
  reason: string;
}

/** The collections of a file, the invoices left out, and the mandates whose first collection it is. */
export interface CollectionsDue {
  batches: DirectDebitBatch[];
  notCollected: InvoiceNotCollected[];
  /** Their next collection is a recurring one once this file is sent: `rumSequence` becomes RCUR. */
  firstCollections: string[];
}

/**
 * Which open invoices a creditor collects by direct debit, under which mandate and sequence: each
 * invoice's payer needs an active mandate signed for this creditor identifier, on an active account
 * with its IBAN. A one-off mandate collects once (OOFF); a recurrent one whose next sequence is FRST
 * collects its first invoice (by due date) as FRST and leaves the others for the files after it,
 * as a debtor's bank expects the first collection before the recurring ones. Invoices in one batch
 * keep the order of their due dates.
 */
export function collectionsDue(
  invoices: readonly InvoiceDue[],
  payers: ReadonlyMap<string, Data>,
  creditorId: string,
): CollectionsDue {
  const bySequence = new Map<DirectDebitSequence, DirectDebitInstruction[]>();
  const notCollected: InvoiceNotCollected[] = [];
  const firstCollections: string[] = [];
  const mandatesUsed = new Map<string, DirectDebitSequence>();
  for (const invoice of byDueDate(invoices)) {
    const balance = owedOn(invoice.balance);
    if ('reason' in balance) {
      notCollected.push({ registration: invoice.registration, reason: balance.reason });
      continue;
    }
    const payer = payers.get(invoice.payerRegistration);
    const found = payer && activeMandate(payer, creditorId);
    if (!found) {
      notCollected.push({
        registration: invoice.registration,
        reason: `Its payer ${invoice.payerRegistration} has no active SEPA mandate for ${creditorId}`,
      });
      continue;
    }
    const { mandate, account } = found;
    const reference = text(mandate.rumReference);
    const sequence = sequenceOf(mandate);
    const earlier = mandatesUsed.get(reference);
    if (earlier === 'FRST' || earlier === 'OOFF') {
      notCollected.push({
        registration: invoice.registration,
        reason: `Mandate ${reference} is collected for the ${earlier === 'FRST' ? 'first' : 'only'} time in this file`,
      });
      continue;
    }
    mandatesUsed.set(reference, sequence);
    if (sequence === 'FRST') firstCollections.push(reference);
    const instruction: DirectDebitInstruction = {
      endToEndId: invoice.registration,
      amount: balance.owed.toFixed(2),
      // Dates are stored as UTC midnights; the file carries the day.
      mandate: { reference, signedOn: text(mandate.rumDateOfSignature).slice(0, 10) },
      debtor: {
        name: text(account.bankOwner) || text(payer?.name) || invoice.payerRegistration,
        account: {
          iban: text(account.bankIban),
          ...(text(account.bankBic) ? { bic: text(account.bankBic) } : {}),
        },
      },
      remittance: [
        `Invoice ${invoice.registration}`,
        invoice.contractRegistration && `contract ${invoice.contractRegistration}`,
      ]
        .filter(Boolean)
        .join(', '),
    };
    bySequence.set(sequence, [...(bySequence.get(sequence) ?? []), instruction]);
  }
  const order: DirectDebitSequence[] = ['FRST', 'RCUR', 'FNAL', 'OOFF'];
  const batches = order.flatMap((sequence) => {
    const instructions = bySequence.get(sequence);
    return instructions ? [{ scheme: 'CORE' as const, sequence, instructions }] : [];
  });
  return { batches, notCollected, firstCollections };
}

/** The payer's active mandate signed for the creditor, with the active account holding its IBAN. */
function activeMandate(payer: Data, creditorId: string) {
  const wanted = creditorId.replace(/\s/g, '').toUpperCase();
  for (const account of items(payer.bankAccounts)) {
    if (account.isInactive === true || text(account.bankIban) === '') continue;
    for (const mandate of items(account.sepaMandates)) {
      const signedFor = text(mandate.sepaCreditorIdentifier).replace(/\s/g, '').toUpperCase();
      if (text(mandate.rumStatus) === 'ACTIVE' && signedFor === wanted && text(mandate.rumReference) !== '') {
        return { mandate, account };
      }
    }
  }
  return undefined;
}

/**
 * FRST only where the mandate says its next collection is its first: since the 2016 rulebook a
 * first collection may also go as RCUR, so a mandate without a sequence is collected as recurring.
 */
function sequenceOf(mandate: Data): DirectDebitSequence {
  if (text(mandate.rumType) === 'OOFF') return 'OOFF';
  return text(mandate.rumSequence) === 'FRST' ? 'FRST' : 'RCUR';
}
