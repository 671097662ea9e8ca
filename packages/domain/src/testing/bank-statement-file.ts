import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { StatementTransaction } from '../collections/read-bank-statement.ts';
import { Money, type MoneyValue } from '../finance/money.ts';

/** A bank transaction code of the ISO 20022 list: domain, family and sub-family, as 'PMNT/IDDT/ESDD'. */
export type BankTransactionCode = `${string}/${string}/${string}`;

/** An entry as the bank books it: what `readBankStatements` reads back, with its transaction code. */
export interface BankStatementFileEntry {
  /** The bank's reference of the entry (AcctSvcrRef). */
  reference?: string;
  /** Decimal text, more than zero, at most two decimals: the sum of the transactions' amounts. */
  amount: string;
  direction: 'CRDT' | 'DBIT';
  reversal?: boolean;
  bookedOn?: string;
  valueOn?: string;
  /**
   * By default a return is PMNT/IDDT/UPDD, a credit with a mandate a collection PMNT/IDDT/ESDD, any
   * other credit a transfer received PMNT/RCDT/ESCT and any other debit a transfer sent PMNT/ICDT/ESCT.
   */
  bankTransactionCode?: BankTransactionCode;
  transactions: readonly StatementTransaction[];
}

/** A statement of one account, in the shape `readBankStatements` answers; its closing balance is computed. */
export interface BankStatementFileContent {
  messageId: string;
  id: string;
  /** The balances are dated its day. */
  createdAt: Date;
  /** The currency is EUR unless told. */
  account: { iban: string; currency?: string };
  /** Signed decimal text: '-120.50' is an overdraft. */
  openingBalance: string;
  entries: readonly BankStatementFileEntry[];
}

/** What the bank saw happen after a collection file, besides the collections themselves. */
export interface CollectionStatementOptions {
  /** YYYY-MM-DD; the file's collection date by default. */
  bookedOn?: string;
  /** Signed decimal text, '0.00' by default. */
  openingBalance?: string;
  /** Derived from the file's message id by default: the same file gives the same statement, a duplicate. */
  statementId?: string;
  messageId?: string;
  /** Collections the debtors' banks sent back, each with its ISO reason (AM04, AC04, MD06…). */
  returns?: readonly { endToEndId: string; reason: string }[];
  /** Credit transfers received on the account the same day. */
  transfers?: readonly { amount: string; name: string; iban: string; remittance?: string }[];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});

/**
 * A camt.053.001.08 bank statement, as a bank writes one: each entry booked, the closing balance the
 * opening one plus the entries, in exact decimals. Throws a RangeError for an amount that is not one,
 * or an entry whose transactions do not add up to it.
 *
 * @example
 * camt053Xml({ messageId: 'M1', id: 'S1', createdAt: new Date(), account: { iban }, openingBalance: '0.00',
 *   entries: [{ amount: '12.00', direction: 'CRDT', transactions: [{ amount: '12.00', counterparty: {} }] }] });
 */
export function camt053Xml(statement: BankStatementFileContent): string {
  const currency = statement.account.currency ?? 'EUR';
  const opening = decimalOf(statement.openingBalance, 'The opening balance');
  const closing = statement.entries.reduce((balance, entry) => {
    const amount = amountOf(entry.amount, `Entry ${entry.reference ?? ''}`);
    return entry.direction === 'CRDT' ? balance.plus(amount) : balance.minus(amount);
  }, opening);
  const createdAt = statement.createdAt.toISOString().slice(0, 19);
  const balance = (code: 'OPBD' | 'CLBD', amount: MoneyValue) => ({
    Tp: { CdOrPrtry: { Cd: code } },
    Amt: { '#text': amount.abs().toFixed(2), '@Ccy': currency },
    CdtDbtInd: amount.lt(0) ? 'DBIT' : 'CRDT',
    Dt: { Dt: createdAt.slice(0, 10) },
  });
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    Document: {
      '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08',
      BkToCstmrStmt: {
        GrpHdr: { MsgId: statement.messageId, CreDtTm: createdAt },
        Stmt: {
          Id: statement.id,
          CreDtTm: createdAt,
          Acct: { Id: { IBAN: statement.account.iban }, Ccy: currency },
          Bal: [balance('OPBD', opening), balance('CLBD', closing)],
          Ntry: statement.entries.map((entry) => entryOf(entry, currency)),
        },
      },
    },
  });
}

function entryOf(entry: BankStatementFileEntry, currency: string) {
  const amount = amountOf(entry.amount, `Entry ${entry.reference ?? ''}`);
  const sum = entry.transactions.reduce(
    (total, { amount }) => total.plus(amountOf(amount, 'A transaction')),
    new Money(0),
  );
  if (entry.transactions.length > 0 && !sum.eq(amount)) {
    throw new RangeError(
      `Entry ${entry.reference ?? ''}: its transactions make ${sum.toFixed(2)}, not ${entry.amount}`,
    );
  }
  const [domain, family, subFamily] = (entry.bankTransactionCode ?? transactionCodeOf(entry)).split('/');
  return {
    Amt: { '#text': amount.toFixed(2), '@Ccy': currency },
    CdtDbtInd: entry.direction,
    RvslInd: entry.reversal ? 'true' : 'false',
    // A statement reports what was booked; pending entries go in intraday reports (camt.052).
    Sts: { Cd: 'BOOK' },
    BookgDt: entry.bookedOn ? { Dt: entry.bookedOn } : undefined,
    ValDt: entry.valueOn ? { Dt: entry.valueOn } : undefined,
    AcctSvcrRef: entry.reference,
    BkTxCd: { Domn: { Cd: domain, Fmly: { Cd: family, SubFmlyCd: subFamily } } },
    NtryDtls:
      entry.transactions.length > 0
        ? {
            TxDtls: entry.transactions.map((transaction) =>
              detailsOf(transaction, entry.direction, currency),
            ),
          }
        : undefined,
  };
}

function detailsOf(transaction: StatementTransaction, direction: 'CRDT' | 'DBIT', currency: string) {
  // The other party of a credit is its debtor, of a debit its creditor; a returned direct debit's
  // is still the debtor it was collected from. `readBankStatements` looks for it there.
  const role = direction === 'CRDT' || transaction.returnReason ? 'Dbtr' : 'Cdtr';
  const { name, iban } = transaction.counterparty;
  return {
    // What a payer's bank writes when the payer gave no end-to-end id.
    Refs: { EndToEndId: transaction.endToEndId ?? 'NOTPROVIDED', MndtId: transaction.mandateId },
    Amt: { '#text': new Money(transaction.amount).toFixed(2), '@Ccy': currency },
    CdtDbtInd: direction,
    RltdPties:
      name || iban
        ? {
            [role]: name ? { Pty: { Nm: name } } : undefined,
            [`${role}Acct`]: iban ? { Id: { IBAN: iban } } : undefined,
          }
        : undefined,
    RmtInf: transaction.remittance ? { Ustrd: transaction.remittance } : undefined,
    RtrInf: transaction.returnReason ? { Rsn: { Cd: transaction.returnReason } } : undefined,
  };
}

function transactionCodeOf(entry: BankStatementFileEntry): BankTransactionCode {
  if (entry.transactions.some((transaction) => transaction.returnReason)) return 'PMNT/IDDT/UPDD';
  if (entry.direction === 'DBIT') return 'PMNT/ICDT/ESCT';
  return entry.transactions.some((transaction) => transaction.mandateId)
    ? 'PMNT/IDDT/ESDD'
    : 'PMNT/RCDT/ESCT';
}

/** The parts of a pain.008.001.08 file read here, as the parser gives them: text, lists where repeated. */
interface CollectionFile {
  Document?: { CstmrDrctDbtInitn?: { GrpHdr: { MsgId: string }; PmtInf?: PaymentBlock[] } };
}
interface PaymentBlock {
  PmtTpInf: { LclInstrm: { Cd: string } };
  ReqdColltnDt: string;
  CdtrAcct: { Id: { IBAN: string } };
  DrctDbtTxInf: {
    PmtId: { EndToEndId: string };
    InstdAmt: { '#text': string; '@Ccy': string };
    DrctDbtTx: { MndtRltdInf: { MndtId: string } };
    Dbtr: { Nm?: string };
    DbtrAcct: { Id: { IBAN: string } };
    RmtInf?: { Ustrd?: string[] };
  }[];
}

const painParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['PmtInf', 'DrctDbtTxInf', 'Ustrd'].includes(name),
});

/**
 * The camt.053.001.08 statement of the creditor's account after the bank collected a pain.008.001.08
 * file: a credit per payment information block with a transaction per collection, then a debit per
 * return asked, then the transfers received. Throws a RangeError for a return no collection has the
 * end-to-end id of.
 */
export function statementAfterCollection(
  pain008Xml: string,
  options: CollectionStatementOptions = {},
): string {
  const file: CollectionFile = painParser.parse(pain008Xml);
  const initiation = file.Document?.CstmrDrctDbtInitn;
  const blocks = initiation?.PmtInf ?? [];
  const [first] = blocks;
  if (!initiation || !first) throw new RangeError('This file is not a pain.008 collection file');
  const accounts = new Set(blocks.map((block) => block.CdtrAcct.Id.IBAN));
  if (accounts.size > 1)
    throw new RangeError(`The file credits ${accounts.size} accounts, a statement is of one`);
  const fileId = initiation.GrpHdr.MsgId;
  const bookedOn = options.bookedOn ?? first.ReqdColltnDt;
  const statementId = options.statementId ?? fitted(`STMT-${fileId}`);
  const booked = { direction: 'CRDT', bookedOn, valueOn: bookedOn } as const;

  const credits = blocks.map((block): BankStatementFileEntry => {
    const transactions = block.DrctDbtTxInf.map((collection) => ({
      amount: collection.InstdAmt['#text'],
      endToEndId: collection.PmtId.EndToEndId,
      mandateId: collection.DrctDbtTx.MndtRltdInf.MndtId,
      counterparty: { name: collection.Dbtr.Nm, iban: collection.DbtrAcct.Id.IBAN },
      remittance: collection.RmtInf?.Ustrd?.join(' '),
    }));
    const amount = transactions.reduce((sum, { amount }) => sum.plus(amount), new Money(0));
    const code = block.PmtTpInf.LclInstrm.Cd === 'B2B' ? 'PMNT/IDDT/BBDD' : 'PMNT/IDDT/ESDD';
    return { ...booked, amount: amount.toFixed(2), bankTransactionCode: code, transactions };
  });
  const collected = new Map(credits.flatMap((entry) => entry.transactions).map((t) => [t.endToEndId, t]));
  const returns = (options.returns ?? []).map(({ endToEndId, reason }): BankStatementFileEntry => {
    const collection = collected.get(endToEndId);
    if (!collection)
      throw new RangeError(`The file ${fileId} collects nothing with the end-to-end id ${endToEndId}`);
    return {
      ...booked,
      direction: 'DBIT',
      amount: collection.amount,
      transactions: [{ ...collection, returnReason: reason }],
    };
  });
  const transfers = (options.transfers ?? []).map(
    ({ amount, name, iban, remittance }): BankStatementFileEntry => ({
      ...booked,
      amount,
      transactions: [{ amount, counterparty: { name, iban }, remittance }],
    }),
  );

  return camt053Xml({
    messageId: options.messageId ?? fitted(`CAMT053-${fileId}`),
    id: statementId,
    createdAt: new Date(`${bookedOn}T22:00:00Z`),
    account: { iban: first.CdtrAcct.Id.IBAN, currency: first.DrctDbtTxInf[0]?.InstdAmt['@Ccy'] },
    openingBalance: options.openingBalance ?? '0.00',
    entries: [...credits, ...returns, ...transfers].map((entry, position) => ({
      ...entry,
      reference: fitted(`${statementId}-${position + 1}`),
    })),
  });
}

/** An identifier in at most 35 characters: a longer one keeps its start and ends with a hash of the whole. */
function fitted(identifier: string): string {
  if (identifier.length <= 35) return identifier;
  let hash = 0x811c9dc5; // FNV-1a
  for (let index = 0; index < identifier.length; index++) {
    hash = Math.imul(hash ^ identifier.charCodeAt(index), 0x01000193) >>> 0;
  }
  return `${identifier.slice(0, 26)}-${hash.toString(16).padStart(8, '0')}`;
}

function decimalOf(text: string, what: string): MoneyValue {
  let amount: MoneyValue;
  try {
    amount = new Money(text);
  } catch {
    throw new RangeError(`${what}: "${text}" is not an amount`);
  }
  if (amount.decimalPlaces() > 2) throw new RangeError(`${what}: ${text} has more than two decimals`);
  return amount;
}

function amountOf(text: string, what: string): MoneyValue {
  const amount = decimalOf(text, what);
  if (amount.lte(0)) throw new RangeError(`${what}: ${text} is not more than zero`);
  return amount;
}
