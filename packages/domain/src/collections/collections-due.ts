import type {
  DirectDebitBatch,
  DirectDebitInstruction,
  DirectDebitScheme,
  DirectDebitSequence,
  MandateAmendment,
} from './direct-debit-file.ts';
import {
  byDueDate,
  type StoredData as Data,
  storedItems as items,
  owedOn,
  storedText as text,
} from './due-invoice-parts.ts';
import { compactIban } from './sepa-file-parts.ts';

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

/** The collections of a file, by scheme and sequence, and the invoices left out. */
export interface CollectionsDue {
  batches: DirectDebitBatch[];
  notCollected: InvoiceNotCollected[];
}

/**
 * Which open invoices a creditor collects by direct debit, under which mandate, scheme and sequence:
 * each invoice's payer needs an active mandate signed for this creditor identifier, on an active
 * account with its IBAN. A one-off mandate collects once (OOFF); a recurrent one whose next sequence
 * is FRST (or FNAL, its last) collects one invoice, the first by due date, and leaves the others for
 * the files after it, as a debtor's bank expects. A B2B mandate is collected in the B2B scheme. A
 * mandate whose reference or account changed since its last collection (`lastCollectedReference`,
 * `lastCollectedIban`) says so: the previous reference, the previous IBAN at the same bank, or a
 * new bank. Invoices in one batch keep the order of their due dates.
 */
export function collectionsDue(
  invoices: readonly InvoiceDue[],
  payers: ReadonlyMap<string, Data>,
  creditorId: string,
): CollectionsDue {
  const byBlock = new Map<string, DirectDebitInstruction[]>();
  const notCollected: InvoiceNotCollected[] = [];
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
    if (earlier && earlier !== 'RCUR') {
      notCollected.push({
        registration: invoice.registration,
        reason: `Mandate ${reference} is collected for the ${onceOnly[earlier]} time in this file`,
      });
      continue;
    }
    mandatesUsed.set(reference, sequence);
    const amendment = amendmentOf(mandate, account);
    const instruction: DirectDebitInstruction = {
      endToEndId: invoice.registration,
      amount: balance.owed.toFixed(2),
      // Dates are stored as UTC midnights; the file carries the day.
      mandate: {
        reference,
        signedOn: text(mandate.rumDateOfSignature).slice(0, 10),
        ...(amendment ? { amendment } : {}),
      },
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
    const block = `${schemeOf(mandate)} ${sequence}`;
    byBlock.set(block, [...(byBlock.get(block) ?? []), instruction]);
  }
  const batches = schemes.flatMap((scheme) =>
    sequences.flatMap((sequence) => {
      const instructions = byBlock.get(`${scheme} ${sequence}`);
      return instructions ? [{ scheme, sequence, instructions }] : [];
    }),
  );
  return { batches, notCollected };
}

const schemes: readonly DirectDebitScheme[] = ['CORE', 'B2B'];
const sequences: readonly DirectDebitSequence[] = ['FRST', 'RCUR', 'FNAL', 'OOFF'];
const onceOnly: Readonly<Record<Exclude<DirectDebitSequence, 'RCUR'>, string>> = {
  FRST: 'first',
  FNAL: 'last',
  OOFF: 'only',
};

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
 * FRST or FNAL only where the mandate says its next collection is its first or its last: since the
 * 2016 rulebook a first collection may also go as RCUR, so a mandate without a sequence is collected
 * as recurring.
 */
function sequenceOf(mandate: Data): DirectDebitSequence {
  if (text(mandate.rumType) === 'OOFF') return 'OOFF';
  const sequence = text(mandate.rumSequence);
  return sequence === 'FRST' || sequence === 'FNAL' ? sequence : 'RCUR';
}

const schemeOf = (mandate: Data): DirectDebitScheme => (text(mandate.rumScheme) === 'B2B' ? 'B2B' : 'CORE');

/** What changed since the mandate's last collection, or nothing. */
function amendmentOf(mandate: Data, account: Data): MandateAmendment | undefined {
  const previousReference = text(mandate.lastCollectedReference);
  const previousIban = compactIban(text(mandate.lastCollectedIban));
  const iban = compactIban(text(account.bankIban));
  const amendment: MandateAmendment = {
    ...(previousReference && previousReference !== text(mandate.rumReference) ? { previousReference } : {}),
    ...(previousIban && previousIban !== iban
      ? bankOf(previousIban) === bankOf(iban)
        ? { previousIban }
        : { debtorBankChanged: true }
      : {}),
  };
  return Object.keys(amendment).length > 0 ? amendment : undefined;
}

/**
 * Where an IBAN's bank code sits after its country and check digits: its first characters, as long
 * as the country's national bank identifier (four when the country is not listed).
 */
const bankCodeLengths: Readonly<Record<string, number>> = {
  AT: 5,
  BE: 3,
  CH: 5,
  DE: 8,
  ES: 4,
  FI: 3,
  FR: 5,
  GB: 4,
  IE: 4,
  IT: 6,
  LU: 3,
  MC: 5,
  NL: 4,
  PT: 4,
};
const bankOf = (iban: string) =>
  iban.slice(0, 2) + iban.slice(4, 4 + (bankCodeLengths[iban.slice(0, 2)] ?? 4));
