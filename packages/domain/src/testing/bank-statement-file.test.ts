import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { type DirectDebitBatch, directDebitFile } from '../collections/direct-debit-file.ts';
import { balanceMismatch, readBankStatements } from '../collections/read-bank-statement.ts';
import {
  type BankStatementFileContent,
  camt053Xml,
  statementAfterCollection,
} from './bank-statement-file.ts';

const account = 'FR7630001007941234567890185';
const debtor = { name: 'Émilie Durand', iban: 'FR7630006000011234567890189' };

const statement = (more: Partial<BankStatementFileContent> = {}): BankStatementFileContent => ({
  messageId: 'CAMT20261207',
  id: 'STMT20261207-1',
  createdAt: new Date('2026-12-07T22:00:00Z'),
  account: { iban: account },
  openingBalance: '-10.00',
  entries: [
    {
      reference: 'BANK1',
      amount: '0.30',
      direction: 'CRDT',
      bookedOn: '2026-12-05',
      valueOn: '2026-12-05',
      transactions: [
        { amount: '0.10', endToEndId: 'INV1', mandateId: 'RUM-1', counterparty: debtor, remittance: 'INV1' },
        { amount: '0.20', endToEndId: 'INV2', mandateId: 'RUM-2', counterparty: debtor, remittance: 'INV2' },
      ],
    },
    {
      reference: 'BANK2',
      amount: '0.10',
      direction: 'DBIT',
      bookedOn: '2026-12-07',
      transactions: [
        {
          amount: '0.10',
          endToEndId: 'INV1',
          mandateId: 'RUM-1',
          counterparty: debtor,
          returnReason: 'AM04',
        },
      ],
    },
    {
      reference: 'BANK3',
      amount: '761.38',
      direction: 'CRDT',
      bookedOn: '2026-12-07',
      transactions: [{ amount: '761.38', counterparty: { name: 'SARL Martin' }, remittance: 'inv 00000003' }],
    },
  ],
  ...more,
});

const readOne = (xml: string) => {
  const [read, ...others] = readBankStatements(xml);
  expect(others).toEqual([]);
  if (!read) throw new Error('no statement read');
  return read;
};

/** The entries' bank transaction codes, which the reader leaves aside. */
const transactionCodes = (xml: string): string[] =>
  new XMLParser({ isArray: (name) => name === 'Ntry' })
    .parse(xml)
    .Document.BkToCstmrStmt.Stmt.Ntry.map(
      ({ BkTxCd: { Domn } }: { BkTxCd: { Domn: { Cd: string; Fmly: { Cd: string; SubFmlyCd: string } } } }) =>
        `${Domn.Cd}/${Domn.Fmly.Cd}/${Domn.Fmly.SubFmlyCd}`,
    );

describe('a camt.053.001.08 statement written for tests', () => {
  it('reads back as written, its closing balance the opening one and the entries', () => {
    const xml = camt053Xml(statement());
    const read = readOne(xml);
    expect(read).toMatchObject({
      message: 'camt.053.001.08',
      messageId: 'CAMT20261207',
      id: 'STMT20261207-1',
      account: { iban: account, currency: 'EUR' },
      openingBalance: { amount: '-10.00', on: '2026-12-07' },
      closingBalance: { amount: '751.58', on: '2026-12-07' },
    });
    expect(balanceMismatch(read)).toBeUndefined();
    expect(read.entries).toEqual([
      {
        reference: 'BANK1',
        amount: '0.30',
        direction: 'CRDT',
        reversal: false,
        status: 'BOOK',
        bookedOn: '2026-12-05',
        valueOn: '2026-12-05',
        transactions: statement().entries[0]?.transactions,
      },
      expect.objectContaining({
        direction: 'DBIT',
        amount: '0.10',
        valueOn: undefined,
        transactions: [
          expect.objectContaining({ endToEndId: 'INV1', counterparty: debtor, returnReason: 'AM04' }),
        ],
      }),
      expect.objectContaining({
        transactions: [
          expect.objectContaining({
            endToEndId: undefined,
            counterparty: { name: 'SARL Martin', iban: undefined },
          }),
        ],
      }),
    ]);
    expect(transactionCodes(xml)).toEqual(['PMNT/IDDT/ESDD', 'PMNT/IDDT/UPDD', 'PMNT/RCDT/ESCT']);
  });

  it('adds amounts exactly: ten credits of 0.10 and one of 0.20 make 1.20', () => {
    const credit = (amount: string) => ({
      amount,
      direction: 'CRDT' as const,
      transactions: [{ amount, counterparty: {} }],
    });
    const xml = camt053Xml(
      statement({
        openingBalance: '0.00',
        entries: [...Array.from({ length: 10 }, () => credit('0.10')), credit('0.20')],
      }),
    );
    expect(readOne(xml).closingBalance).toEqual({ amount: '1.20', on: '2026-12-07' });
  });

  it('states a balance below zero as a debit', () => {
    const xml = camt053Xml(statement({ openingBalance: '-1000.00' }));
    expect(readOne(xml).closingBalance?.amount).toBe('-238.42');
    expect(xml).toContain('<Amt Ccy="EUR">238.42</Amt><CdtDbtInd>DBIT</CdtDbtInd>');
  });

  it('escapes what XML reserves and keeps accents', () => {
    const name = 'Dupont & Fils <SARL> "Été"';
    const xml = camt053Xml(
      statement({
        entries: [
          {
            amount: '5.00',
            direction: 'CRDT',
            transactions: [{ amount: '5.00', counterparty: { name }, remittance: 'Loyer d’été & charges' }],
          },
        ],
      }),
    );
    expect(xml).toContain('Dupont &amp; Fils &lt;SARL&gt;');
    expect(readOne(xml).entries[0]?.transactions[0]).toMatchObject({
      counterparty: { name },
      remittance: 'Loyer d’été & charges',
    });
  });

  it('refuses an entry its transactions do not add up to, and an amount that is not one', () => {
    const entry = { amount: '0.30', direction: 'CRDT' as const, reference: 'B1' };
    const twoTransactions = [
      { amount: '0.10', counterparty: {} },
      { amount: '0.10', counterparty: {} },
    ];
    expect(() => camt053Xml(statement({ entries: [{ ...entry, transactions: twoTransactions }] }))).toThrow(
      'Entry B1: its transactions make 0.20, not 0.30',
    );
    expect(() =>
      camt053Xml(statement({ entries: [{ ...entry, amount: '0.301', transactions: [] }] })),
    ).toThrow(RangeError);
    expect(() => camt053Xml(statement({ openingBalance: 'ten' }))).toThrow(RangeError);
  });
});

describe('the statement after a collection file', () => {
  const collection = (endToEndId: string, amount: string) => ({
    endToEndId,
    amount,
    mandate: { reference: `RUM-${endToEndId}`, signedOn: '2025-03-14' },
    debtor: { name: debtor.name, account: { iban: debtor.iban } },
    remittance: `Invoice ${endToEndId}`,
  });
  const file = (messageId = 'DD20261205001') =>
    directDebitFile({
      messageId,
      createdAt: new Date('2026-11-27T09:30:12Z'),
      collectionDate: '2026-12-05',
      creditor: { name: 'Lessor Leasing', creditorId: 'FR72ZZZ123456', account: { iban: account } },
      batches: [
        {
          scheme: 'CORE',
          sequence: 'RCUR',
          instructions: [collection('INV1', '0.10'), collection('INV2', '0.20')],
        },
        { scheme: 'B2B', sequence: 'FRST', instructions: [collection('INV3', '761.38')] },
      ] satisfies DirectDebitBatch[],
    }).xml;
  const controlSums = (xml: string): string[] =>
    new XMLParser({ isArray: (name) => name === 'PmtInf', parseTagValue: false })
      .parse(xml)
      .Document.CstmrDrctDbtInitn.PmtInf.map((block: { CtrlSum: string }) => block.CtrlSum);

  it('credits each block its control sum, a transaction per collection, on the creditor account', () => {
    const pain008 = file();
    const xml = statementAfterCollection(pain008);
    const read = readOne(xml);
    expect(read).toMatchObject({
      account: { iban: account, currency: 'EUR' },
      openingBalance: { amount: '0.00' },
      closingBalance: { amount: '761.68' },
    });
    expect(read.entries.map((entry) => entry.amount)).toEqual(controlSums(pain008));
    expect(read.entries.every((entry) => entry.direction === 'CRDT' && entry.bookedOn === '2026-12-05')).toBe(
      true,
    );
    expect(read.entries[0]?.transactions).toEqual([
      {
        amount: '0.10',
        endToEndId: 'INV1',
        mandateId: 'RUM-INV1',
        // The collection file wrote the name in SEPA's character set.
        counterparty: { name: 'Emilie Durand', iban: debtor.iban },
        remittance: 'Invoice INV1',
        returnReason: undefined,
      },
      expect.objectContaining({ amount: '0.20', endToEndId: 'INV2' }),
    ]);
    expect(transactionCodes(xml)).toEqual(['PMNT/IDDT/ESDD', 'PMNT/IDDT/BBDD']);
  });

  it('debits the returns asked with their reason, then credits the transfers received', () => {
    const xml = statementAfterCollection(file(), {
      bookedOn: '2026-12-07',
      openingBalance: '100.00',
      returns: [
        { endToEndId: 'INV2', reason: 'AM04' },
        { endToEndId: 'INV3', reason: 'MD06' },
      ],
      transfers: [
        { amount: '50.00', name: 'Martin & Fils', iban: 'FR7611111111111111111111111', remittance: 'INV4' },
      ],
    });
    const read = readOne(xml);
    expect(balanceMismatch(read)).toBeUndefined();
    expect(read.closingBalance?.amount).toBe('150.10');
    expect(read.entries.slice(2)).toMatchObject([
      {
        amount: '0.20',
        direction: 'DBIT',
        bookedOn: '2026-12-07',
        transactions: [
          {
            endToEndId: 'INV2',
            mandateId: 'RUM-INV2',
            counterparty: { name: 'Emilie Durand', iban: debtor.iban },
            returnReason: 'AM04',
          },
        ],
      },
      { amount: '761.38', direction: 'DBIT', transactions: [{ endToEndId: 'INV3', returnReason: 'MD06' }] },
      {
        amount: '50.00',
        direction: 'CRDT',
        transactions: [{ counterparty: { name: 'Martin & Fils' }, remittance: 'INV4' }],
      },
    ]);
    expect(transactionCodes(xml).slice(2)).toEqual(['PMNT/IDDT/UPDD', 'PMNT/IDDT/UPDD', 'PMNT/RCDT/ESCT']);
  });

  it('gives the same file the same statement, so importing it twice is seen as a duplicate', () => {
    const first = readOne(statementAfterCollection(file()));
    expect(readOne(statementAfterCollection(file()))).toEqual(first);
    expect(first).toMatchObject({ messageId: 'CAMT053-DD20261205001', id: 'STMT-DD20261205001' });
    const other = readOne(statementAfterCollection(file('DD20261205002')));
    expect(other.id).not.toBe(first.id);
    expect(other.entries[0]?.reference).not.toBe(first.entries[0]?.reference);
  });

  it('keeps identifiers of a long message id within 35 characters, each its own', () => {
    const read = readOne(statementAfterCollection(file('DD2026120500100000000000000001')));
    const identifiers = [read.messageId, read.id, ...read.entries.map((entry) => entry.reference ?? '')];
    expect(identifiers.every((identifier) => identifier.length > 0 && identifier.length <= 35)).toBe(true);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('refuses a return of a collection the file does not hold', () => {
    expect(() =>
      statementAfterCollection(file(), { returns: [{ endToEndId: 'INV9', reason: 'AC04' }] }),
    ).toThrow('The file DD20261205001 collects nothing with the end-to-end id INV9');
  });
});
