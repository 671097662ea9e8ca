import { readFileSync } from 'node:fs';
import { balanceMismatch, readBankStatements } from '@lessor/domain/collections';
import { describe, expect, it } from 'vitest';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('bank statements read from camt files', () => {
  it("reads the Finnish banks' sample statement (camt.053.001.02): account, balances and entries", () => {
    const [statement] = readBankStatements(fixture('fffs-camt.053.001.02.xml'));
    expect(statement).toMatchObject({
      message: 'camt.053.001.02',
      messageId: 'BANKFILEID00001',
      id: 'BANKSTMTID0972009',
      account: { iban: 'FI7433010001222090', currency: 'EUR' },
      openingBalance: { amount: '10000.00', on: '2009-10-29' },
      closingBalance: { amount: '23644.83', on: '2009-10-29' },
    });
    // The statement's own summary: 6 credits of 23,075.00 and 4 debits of 9,430.17.
    const sum = (direction: string) =>
      statement?.entries
        .filter((entry) => entry.direction === direction)
        .reduce((total, entry) => total + Math.round(Number(entry.amount) * 100), 0);
    expect(statement?.entries).toHaveLength(10);
    expect(sum('CRDT')).toBe(2_307_500);
    expect(sum('DBIT')).toBe(943_017);
    expect(statement && balanceMismatch(statement)).toBeUndefined();
  });

  it("reads an entry's payments: amounts, the other party and the remittance, structured or not", () => {
    const [statement] = readBankStatements(fixture('fffs-camt.053.001.02.xml'));
    const batch = statement?.entries.find((entry) => entry.reference === '091029ACCTSTMTARCH03');
    expect(batch).toMatchObject({
      amount: '4230.05',
      direction: 'DBIT',
      status: 'BOOK',
      bookedOn: '2009-10-29',
    });
    expect(
      batch?.transactions.map((payment) => [payment.amount, payment.counterparty.name, payment.remittance]),
    ).toEqual([
      ['2000.02', 'Creditor Company', '3900'],
      ['1000.01', 'Creditor Company', 'Invoices 123 and 321'],
      ['1230.02', 'Creditor Company', undefined],
    ]);
  });

  it("reads PostFinance's sample notification (camt.054.001.08), whose parties sit one level deeper", () => {
    const [notification] = readBankStatements(fixture('postfinance-camt.054.001.08.xml'));
    expect(notification).toMatchObject({
      message: 'camt.054.001.08',
      account: { iban: 'CH2909000000250094239', currency: 'CHF' },
    });
    expect(notification?.openingBalance).toBeUndefined();
    const [entry] = notification?.entries ?? [];
    expect(entry).toMatchObject({ amount: '1692.22', direction: 'CRDT', status: 'BOOK', reversal: false });
    expect(entry?.transactions[0]).toMatchObject({
      amount: '778.29',
      endToEndId: '1006265-aic5dL-75dzf3jk9-cf2d5e9',
      counterparty: { name: 'Bernasconi Maria', iban: 'CH5109000000250092291' },
      remittance: '539115429773825311971477453',
    });
    expect(entry?.transactions.map((payment) => payment.amount)).toEqual(['778.29', '913.93']);
  });

  it('says how a statement does not add up', () => {
    const tampered = fixture('fffs-camt.053.001.02.xml').replace(
      '<Amt Ccy="EUR">23644.83</Amt>',
      '<Amt Ccy="EUR">23644.84</Amt>',
    );
    const [statement] = readBankStatements(tampered);
    expect(statement && balanceMismatch(statement)).toBe(
      'Statement BANKSTMTID0972009: the opening balance 10000.00 and the entries (13644.83) make 23644.83, not the closing balance 23644.84',
    );
  });

  it('refuses a file that is no camt statement or notification', () => {
    expect(() =>
      readBankStatements('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"/>'),
    ).toThrow('neither a camt.053');
    expect(() => readBankStatements('not xml at all')).toThrow(RangeError);
  });
});
