import { XMLParser } from 'fast-xml-parser';
import { Money } from '../finance/money.ts';

/** One payment inside an entry: what matching reads to find the invoice it pays. */
export interface StatementTransaction {
  amount: string;
  endToEndId?: string;
  mandateId?: string;
  /** The other party: the debtor of a credit, the creditor of a debit. */
  counterparty: { name?: string; iban?: string };
  /** Unstructured lines joined, or the structured creditor reference. */
  remittance?: string;
  /** Why a direct debit came back (AC04 closed account, AM04 insufficient funds, MD06 refund…). */
  returnReason?: string;
}

/** A booking on the account: one payment, or a batch of them (a collection file's credit). */
export interface StatementEntry {
  /** The bank's reference of the entry, unique on the account. */
  reference?: string;
  amount: string;
  direction: 'CRDT' | 'DBIT';
  /** A reversal books back an earlier entry (a returned direct debit shows as one at some banks). */
  reversal: boolean;
  status: string;
  bookedOn?: string;
  valueOn?: string;
  transactions: StatementTransaction[];
}

/** A statement (camt.053) or a notification (camt.054) of one account, balances signed. */
export interface BankStatement {
  message: string;
  messageId: string;
  id: string;
  account: { iban?: string; currency?: string };
  openingBalance?: { amount: string; on?: string };
  closingBalance?: { amount: string; on?: string };
  entries: StatementEntry[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['Stmt', 'Ntfctn', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
});

/**
 * The statements of a camt.053 file, or the notifications of a camt.054, of any version from 001.02
 * to 001.08: the elements read here kept their names across them. Throws a RangeError when the file
 * is neither.
 */
export function readBankStatements(xml: string): BankStatement[] {
  const root = parser.parse(xml) as Node;
  const document = node(root.Document);
  // The parser drops namespace prefixes (banks write `<Document>` and `<ns2:Document>` alike), and
  // the declarations with them: the message is named by the namespace declared in the file.
  const message = /urn:iso:std:iso:20022:tech:xsd:(camt\.05[34]\.\d{3}\.\d{2})/.exec(xml)?.[1];
  const container = node(document.BkToCstmrStmt ?? document.BkToCstmrDbtCdtNtfctn);
  const reports = list(container.Stmt ?? container.Ntfctn);
  if (!message || reports.length === 0) {
    throw new RangeError('This file is neither a camt.053 bank statement nor a camt.054 notification');
  }
  const messageId = text(path(container, 'GrpHdr', 'MsgId')) ?? '';
  return reports.map((report) => statementOf(node(report), message, messageId));
}

/**
 * Whether the statement adds up: its opening balance with its entries (reversals included, as
 * booked) is its closing balance. Answers the sentence saying how it does not, or nothing.
 */
export function balanceMismatch(statement: BankStatement): string | undefined {
  const { openingBalance, closingBalance } = statement;
  if (!openingBalance || !closingBalance) return undefined;
  const moved = statement.entries
    .filter((entry) => entry.status === 'BOOK')
    .reduce(
      (sum, entry) => sum.plus(entry.direction === 'CRDT' ? entry.amount : `-${entry.amount}`),
      new Money(0),
    );
  const expected = new Money(openingBalance.amount).plus(moved);
  if (expected.eq(closingBalance.amount)) return undefined;
  return `Statement ${statement.id}: the opening balance ${openingBalance.amount} and the entries (${moved.toFixed(2)}) make ${expected.toFixed(2)}, not the closing balance ${closingBalance.amount}`;
}

function statementOf(report: Node, message: string, messageId: string): BankStatement {
  const balances = list(report.Bal).map(node);
  const balance = (code: string) => {
    const found = balances.find((candidate) => text(path(candidate, 'Tp', 'CdOrPrtry', 'Cd')) === code);
    if (!found) return undefined;
    const amount = amountText(found.Amt);
    const on = text(path(found, 'Dt', 'Dt')) ?? text(path(found, 'Dt', 'DtTm'))?.slice(0, 10);
    return { amount: text(found.CdtDbtInd) === 'DBIT' ? new Money(amount).neg().toFixed(2) : amount, on };
  };
  return {
    message,
    messageId,
    id: text(report.Id) ?? '',
    account: { iban: text(path(report, 'Acct', 'Id', 'IBAN')), currency: text(path(report, 'Acct', 'Ccy')) },
    openingBalance: balance('OPBD') ?? balance('PRCD'),
    closingBalance: balance('CLBD'),
    entries: list(report.Ntry).map((entry) => entryOf(node(entry))),
  };
}

function entryOf(entry: Node): StatementEntry {
  const direction = text(entry.CdtDbtInd) === 'DBIT' ? 'DBIT' : 'CRDT';
  const amount = amountText(entry.Amt);
  const details = list(entry.NtryDtls)
    .flatMap((group) => list(node(group).TxDtls))
    .map(node);
  return {
    reference: text(entry.AcctSvcrRef),
    amount,
    direction,
    reversal: text(entry.RvslInd) === 'true',
    // 001.02 writes the status as text, 001.08 inside a code.
    status: text(entry.Sts) ?? text(path(entry, 'Sts', 'Cd')) ?? '',
    bookedOn: dateOf(entry.BookgDt),
    valueOn: dateOf(entry.ValDt),
    transactions: details.map((detail) =>
      transactionOf(detail, direction, details.length === 1 ? amount : undefined),
    ),
  };
}

function transactionOf(detail: Node, direction: 'CRDT' | 'DBIT', entryAmount: string | undefined) {
  // A credit's other party is its debtor, and so is a returned direct debit's (the creditor is us);
  // 001.08 wraps a party in Pty, 001.02 does not.
  const returnReason = text(path(detail, 'RtrInf', 'Rsn', 'Cd'));
  const role = direction === 'CRDT' || returnReason ? 'Dbtr' : 'Cdtr';
  const parties = node(detail.RltdPties);
  const party = node(parties[role]);
  const remittance = node(detail.RmtInf);
  const unstructured = list(remittance.Ustrd)
    .map(text)
    .filter((line) => line !== undefined);
  const transaction: StatementTransaction = {
    amount:
      amountText(path(detail, 'AmtDtls', 'TxAmt', 'Amt')) || amountText(detail.Amt) || (entryAmount ?? ''),
    endToEndId: present(text(path(detail, 'Refs', 'EndToEndId'))),
    mandateId: text(path(detail, 'Refs', 'MndtId')),
    counterparty: {
      name: text(path(party, 'Pty', 'Nm')) ?? text(party.Nm),
      iban: text(path(parties, `${role}Acct`, 'Id', 'IBAN')),
    },
    remittance:
      unstructured.length > 0 ? unstructured.join(' ') : text(path(remittance, 'Strd', 'CdtrRefInf', 'Ref')),
    returnReason,
  };
  return transaction;
}

/** 'NOTPROVIDED' is what a payer's bank writes when the payer gave no end-to-end id. */
const present = (value: string | undefined) => (value === 'NOTPROVIDED' ? undefined : value);

const dateOf = (value: unknown) =>
  text(path(node(value), 'Dt')) ?? text(path(node(value), 'DtTm'))?.slice(0, 10);

function amountText(value: unknown): string {
  const amount = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value;
  return typeof amount === 'string' ? amount.trim() : '';
}

function path(start: unknown, ...names: string[]): unknown {
  return names.reduce<unknown>((current, name) => node(current)[name], start);
}

function node(value: unknown): Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'object' && value !== null && typeof (value as Node)['#text'] === 'string') {
    return ((value as Node)['#text'] as string).trim() || undefined;
  }
  return undefined;
}
