import { directDebitFile } from '@lessor/domain/collections';
import { camt053Xml, statementAfterCollection } from '@lessor/domain/testing';
import { describe, expect, it } from 'vitest';
import { iso20022Problems } from './validate-iso20022.ts';

const debtor = { name: 'Dupont & Fils <SARL> Été', iban: 'FR7630006000011234567890189' };

const statement = camt053Xml({
  messageId: 'CAMT20261207',
  id: 'STMT20261207-1',
  createdAt: new Date('2026-12-07T22:00:00Z'),
  account: { iban: 'FR7630001007941234567890185' },
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
        { amount: '0.20', endToEndId: 'INV2', mandateId: 'RUM-2', counterparty: debtor },
      ],
    },
    {
      reference: 'BANK2',
      amount: '0.10',
      direction: 'DBIT',
      bookedOn: '2026-12-07',
      transactions: [{ amount: '0.10', endToEndId: 'INV1', counterparty: debtor, returnReason: 'AM04' }],
    },
    { reference: 'BANK3', amount: '5.00', direction: 'CRDT', transactions: [] },
    {
      amount: '20.00',
      direction: 'DBIT',
      reversal: true,
      transactions: [{ amount: '20.00', counterparty: { iban: debtor.iban } }],
    },
  ],
});

const instructions = (batch: number) =>
  [1, 2].map((line) => ({
    endToEndId: `INV${batch}${line}`,
    amount: `${line}0.5`,
    mandate: { reference: `RUM-${batch}${line}`, signedOn: '2025-03-14' },
    debtor: { name: 'Émilie Durand', account: { iban: debtor.iban } },
    remittance: `Invoice INV${batch}${line}`,
  }));

// A message id of the most characters `directDebitFile` allows, so that derived ones must be shortened.
const collectionFile = directDebitFile({
  messageId: 'DD2026120500100000000000000001',
  createdAt: new Date('2026-11-27T09:30:12Z'),
  collectionDate: '2026-12-05',
  creditor: {
    name: 'Lessor Leasing',
    creditorId: 'FR72ZZZ123456',
    account: { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPP' },
  },
  batches: [
    { scheme: 'CORE', sequence: 'RCUR', instructions: instructions(0) },
    { scheme: 'B2B', sequence: 'FRST', instructions: instructions(1) },
  ],
}).xml;

describe('the statements written for tests against the official camt.053.001.08 schema', () => {
  it('finds a statement written from its entries valid', async () => {
    expect(await iso20022Problems(statement, 'camt.053.001.08')).toEqual([]);
  });

  it('finds the statement after a collection file valid, with returns and transfers', async () => {
    const xml = statementAfterCollection(collectionFile, {
      returns: [
        { endToEndId: 'INV01', reason: 'AM04' },
        { endToEndId: 'INV12', reason: 'AC04' },
      ],
      transfers: [
        { amount: '99.99', name: debtor.name, iban: debtor.iban, remittance: 'INV02' },
        { amount: '1.00', name: 'Martin', iban: 'FR7611111111111111111111111' },
      ],
    });
    expect(await iso20022Problems(xml, 'camt.053.001.08')).toEqual([]);
  });

  it('finds the statement wrong once an entry states its status as camt.053.001.02 did', async () => {
    const altered = statement.replace('<Sts><Cd>BOOK</Cd></Sts>', '<Sts>BOOK</Sts>');
    expect(altered).not.toBe(statement);
    expect(await iso20022Problems(altered, 'camt.053.001.08')).toEqual([
      expect.stringMatching(/Sts.*Character content/),
      expect.stringMatching(/Sts.*Missing child element/),
    ]);
  });
});
