import { type DirectDebitFileContent, directDebitFile } from '@lessor/domain/collections';
import { describe, expect, it } from 'vitest';
import { iso20022Problems } from './validate-iso20022.ts';

const month: DirectDebitFileContent = {
  messageId: 'DD20261205001',
  createdAt: new Date('2026-11-27T09:30:12Z'),
  collectionDate: '2026-12-05',
  creditor: {
    name: 'Société de Crédit-Bail Lessor & Associés',
    creditorId: 'FR72ZZZ123456',
    account: { iban: 'FR76 3000 1007 9412 3456 7890 185', bic: 'BDFEFRPP' },
  },
  batches: [
    {
      scheme: 'CORE',
      sequence: 'FRST',
      instructions: [
        {
          endToEndId: 'INV00000101',
          amount: '761.38',
          mandate: { reference: 'RUM-CTR00000001', signedOn: '2026-10-02' },
          debtor: { name: 'Émilie Durand', account: { iban: 'FR7630006000011234567890189' } },
          remittance: 'Invoice INV00000101, contract CTR00000001, instalment 1/60',
        },
      ],
    },
    {
      scheme: 'CORE',
      sequence: 'RCUR',
      instructions: [
        {
          endToEndId: 'INV00000102',
          amount: '1250',
          mandate: {
            reference: 'RUM-CTR00000002',
            signedOn: '2025-01-15',
            amendment: { previousReference: 'RUM-OLD-2', previousIban: 'DE89370400440532013000' },
          },
          debtor: { name: 'Müller GmbH', account: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' } },
        },
        {
          endToEndId: 'INV00000103',
          amount: '99.99',
          mandate: {
            reference: 'RUM-CTR00000003',
            signedOn: '2024-06-30',
            amendment: {
              debtorBankChanged: true,
              previousCreditor: { creditorId: 'FR11ZZZ654321', name: 'Ancien Bailleur' },
            },
          },
          debtor: { name: 'Transports Łukasz', account: { iban: 'BE71096123456769' } },
        },
      ],
    },
    {
      scheme: 'B2B',
      sequence: 'OOFF',
      instructions: [
        {
          endToEndId: 'INV00000104',
          amount: '0.01',
          mandate: { reference: 'RUM-B2B-4', signedOn: '2026-11-01' },
          debtor: {
            name: 'Garage du Port SARL',
            account: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPMON' },
          },
        },
      ],
    },
  ],
};

describe('direct-debit files against the official pain.008.001.08 schema', () => {
  it('are valid, with every batch kind, amendment and a debtor bank known or not', async () => {
    const file = directDebitFile(month);
    expect(file).toMatchObject({ transactions: 4, controlSum: '2111.38' });
    expect(await iso20022Problems(file.xml, 'pain.008.001.08')).toEqual([]);
  });

  it('finds what a file gets wrong, by line', async () => {
    const file = directDebitFile(month);
    const broken = file.xml.replace('<SeqTp>RCUR</SeqTp>', '<SeqTp>MONTHLY</SeqTp>');
    const problems = await iso20022Problems(broken, 'pain.008.001.08');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line \d+: .*SeqTp.*MONTHLY/);
  });

  it('refuses an account that is no IBAN, which the builder writes as given', async () => {
    const file = directDebitFile({
      ...month,
      batches: [
        {
          scheme: 'CORE',
          sequence: 'RCUR',
          instructions: [
            {
              endToEndId: 'INV00000105',
              amount: '10',
              mandate: { reference: 'RUM-5', signedOn: '2026-01-01' },
              debtor: { name: 'Nobody', account: { iban: '12345' } },
            },
          ],
        },
      ],
    });
    expect(await iso20022Problems(file.xml, 'pain.008.001.08')).toEqual([
      expect.stringMatching(/IBAN.*12345/),
    ]);
  });

  it('are checked against the schema of the message named, not any', async () => {
    const problems = await iso20022Problems(directDebitFile(month).xml, 'camt.053.001.08');
    expect(problems.join('\n')).toMatch(/No matching global declaration|Document/);
  });
});
