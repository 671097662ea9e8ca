import { type CreditTransferFileContent, creditTransferFile } from '@lessor/domain/collections';
import { describe, expect, it } from 'vitest';
import { iso20022Problems } from './validate-iso20022.ts';

const payables: CreditTransferFileContent = {
  messageId: 'PYF00000001',
  createdAt: new Date('2026-11-27T09:30:12Z'),
  debtor: {
    name: 'Société de Crédit-Bail Lessor & Associés',
    account: { iban: 'FR76 3000 1007 9412 3456 7890 185', bic: 'BDFEFRPP' },
  },
  batches: [
    {
      executionDate: '2026-12-07',
      instructions: [
        {
          endToEndId: 'INV00000101',
          amount: '48250.5',
          creditor: { name: 'Garage du Port SARL', account: { iban: 'FR1420041010050500013M02606' } },
          remittance: 'Invoice F-2026-118',
        },
        {
          endToEndId: 'INV00000102',
          amount: '0.01',
          creditor: {
            name: 'Müller Maschinenbau GmbH',
            account: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
          },
        },
      ],
    },
    {
      executionDate: '2026-12-10',
      instructions: [
        {
          endToEndId: 'INV00000103',
          amount: '1250',
          creditor: { name: 'Transports Łukasz', account: { iban: 'BE71096123456769' } },
          remittance: 'Invoice INV00000103',
        },
      ],
    },
  ],
};

describe('credit-transfer files against the official pain.001.001.09 schema', () => {
  it('are valid, with several execution days and a creditor bank known or not', async () => {
    const file = creditTransferFile(payables);
    expect(file).toMatchObject({ transactions: 3, controlSum: '49500.51' });
    expect(await iso20022Problems(file.xml, 'pain.001.001.09')).toEqual([]);
  });

  it('are valid when the bank of the account paying is known by its IBAN alone', async () => {
    const file = creditTransferFile({
      ...payables,
      debtor: { name: 'Lessor', account: { iban: 'FR7630001007941234567890185' } },
    });
    expect(await iso20022Problems(file.xml, 'pain.001.001.09')).toEqual([]);
  });

  it('finds what a file gets wrong, by line', async () => {
    const broken = creditTransferFile(payables).xml.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CASH</PmtMtd>');
    const problems = await iso20022Problems(broken, 'pain.001.001.09');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line \d+: .*PmtMtd.*CASH/);
  });

  it('refuses an account that is no IBAN, which the builder writes as given', async () => {
    const file = creditTransferFile({
      ...payables,
      batches: [
        {
          executionDate: '2026-12-07',
          instructions: [
            { endToEndId: 'INV1', amount: '10', creditor: { name: 'X', account: { iban: '12345' } } },
          ],
        },
      ],
    });
    expect(await iso20022Problems(file.xml, 'pain.001.001.09')).toEqual([
      expect.stringMatching(/IBAN.*12345/),
    ]);
  });

  it('are not direct-debit files', async () => {
    const problems = await iso20022Problems(creditTransferFile(payables).xml, 'pain.008.001.08');
    expect(problems.join('\n')).toMatch(/No matching global declaration|Document/);
  });
});
