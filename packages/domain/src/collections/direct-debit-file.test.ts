import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  type DirectDebitFileContent,
  type DirectDebitInstruction,
  directDebitFile,
} from './direct-debit-file.ts';

const instruction = (endToEndId: string, amount: string, more: Partial<DirectDebitInstruction> = {}) => ({
  endToEndId,
  amount,
  mandate: { reference: `RUM-${endToEndId}`, signedOn: '2025-03-14' },
  debtor: { name: 'Émilie Durand', account: { iban: 'FR76 3000 6000 0112 3456 7890 189' } },
  remittance: `Invoice ${endToEndId}`,
  ...more,
});

const content = (batches: DirectDebitFileContent['batches']): DirectDebitFileContent => ({
  messageId: 'DD20261205001',
  createdAt: new Date('2026-11-27T09:30:12.345Z'),
  collectionDate: '2026-12-05',
  creditor: {
    name: 'Lessor Leasing & Co',
    creditorId: 'FR72ZZZ123456',
    account: { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPP' },
  },
  batches,
});

/** The file read back: every repeated element as a list, amounts and counts as written. */
const parsed = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['PmtInf', 'DrctDbtTxInf'].includes(name),
  }).parse(xml).Document;

describe('a SEPA direct-debit file (pain.008.001.08)', () => {
  it('states the number of collections and their exact sum, per batch and for the file', () => {
    const file = directDebitFile(
      content([
        {
          scheme: 'CORE',
          sequence: 'RCUR',
          instructions: [instruction('INV1', '0.10'), instruction('INV2', '0.20')],
        },
        { scheme: 'CORE', sequence: 'FRST', instructions: [instruction('INV3', '761.38')] },
      ]),
    );
    // 0.1 + 0.2 in doubles is 0.30000000000000004; the file says what the invoices say.
    expect(file).toMatchObject({ transactions: 3, controlSum: '761.68' });
    const { CstmrDrctDbtInitn: message, '@xmlns': namespace } = parsed(file.xml);
    expect(namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(message.GrpHdr).toMatchObject({
      MsgId: 'DD20261205001',
      CreDtTm: '2026-11-27T09:30:12',
      NbOfTxs: '3',
      CtrlSum: '761.68',
      InitgPty: { Nm: 'Lessor Leasing + Co' },
    });
    expect(
      message.PmtInf.map((batch: Record<string, unknown>) => [batch.PmtInfId, batch.NbOfTxs, batch.CtrlSum]),
    ).toEqual([
      ['DD20261205001-1', '2', '0.30'],
      ['DD20261205001-2', '1', '761.38'],
    ]);
  });

  it('fills a batch as the EPC guidelines ask: scheme, sequence, date, creditor and its identifier', () => {
    const file = directDebitFile(
      content([{ scheme: 'B2B', sequence: 'FRST', instructions: [instruction('INV1', '12')] }]),
    );
    const [batch] = parsed(file.xml).CstmrDrctDbtInitn.PmtInf;
    expect(batch).toMatchObject({
      PmtMtd: 'DD',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'B2B' }, SeqTp: 'FRST' },
      ReqdColltnDt: '2026-12-05',
      CdtrAcct: { Id: { IBAN: 'FR7630001007941234567890185' } },
      CdtrAgt: { FinInstnId: { BICFI: 'BDFEFRPP' } },
      ChrgBr: 'SLEV',
      CdtrSchmeId: { Id: { PrvtId: { Othr: { Id: 'FR72ZZZ123456', SchmeNm: { Prtry: 'SEPA' } } } } },
    });
    const [collection] = batch.DrctDbtTxInf;
    expect(collection).toMatchObject({
      PmtId: { EndToEndId: 'INV1' },
      InstdAmt: { '#text': '12.00', '@Ccy': 'EUR' },
      DrctDbtTx: { MndtRltdInf: { MndtId: 'RUM-INV1', DtOfSgntr: '2025-03-14', AmdmntInd: 'false' } },
      // Only the IBAN is known: the bank is 'NOTPROVIDED'.
      DbtrAgt: { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } },
      Dbtr: { Nm: 'Emilie Durand' },
      DbtrAcct: { Id: { IBAN: 'FR7630006000011234567890189' } },
      RmtInf: { Ustrd: 'Invoice INV1' },
    });
    expect(collection.DrctDbtTx.MndtRltdInf.AmdmntInfDtls).toBeUndefined();
  });

  it('tells the debtor bank what changed in a mandate', () => {
    const amended = (amendment: NonNullable<DirectDebitInstruction['mandate']['amendment']>) =>
      instruction('INV9', '50', { mandate: { reference: 'RUM-NEW', signedOn: '2024-01-02', amendment } });
    const file = directDebitFile(
      content([
        {
          scheme: 'CORE',
          sequence: 'RCUR',
          instructions: [
            amended({
              previousReference: 'RUM-OLD',
              previousCreditor: { creditorId: 'FR11ZZZ654321', name: 'Old Lessor' },
            }),
            amended({ previousIban: 'FR7630006000011234567890111' }),
            amended({ debtorBankChanged: true }),
          ],
        },
      ]),
    );
    const details = parsed(file.xml).CstmrDrctDbtInitn.PmtInf[0].DrctDbtTxInf.map(
      (collection: { DrctDbtTx: { MndtRltdInf: { AmdmntInd: string; AmdmntInfDtls: unknown } } }) =>
        collection.DrctDbtTx.MndtRltdInf,
    );
    expect(details.map((mandate: { AmdmntInd: string }) => mandate.AmdmntInd)).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(details[0].AmdmntInfDtls).toEqual({
      OrgnlMndtId: 'RUM-OLD',
      OrgnlCdtrSchmeId: {
        Nm: 'Old Lessor',
        Id: { PrvtId: { Othr: { Id: 'FR11ZZZ654321', SchmeNm: { Prtry: 'SEPA' } } } },
      },
    });
    expect(details[1].AmdmntInfDtls).toEqual({
      OrgnlDbtrAcct: { Id: { IBAN: 'FR7630006000011234567890111' } },
    });
    expect(details[2].AmdmntInfDtls).toEqual({ OrgnlDbtrAcct: { Id: { Othr: { Id: 'SMNDA' } } } });
  });

  it('leaves empty batches out', () => {
    const file = directDebitFile(
      content([
        { scheme: 'CORE', sequence: 'FRST', instructions: [] },
        { scheme: 'CORE', sequence: 'RCUR', instructions: [instruction('INV1', '1')] },
      ]),
    );
    expect(parsed(file.xml).CstmrDrctDbtInitn.PmtInf).toHaveLength(1);
  });

  it.each([
    ['0', 'zero'],
    ['-5', 'negative'],
    ['12.345', 'three decimals'],
    ['1000000000', 'above the largest amount'],
    ['twelve', 'not a number'],
  ])('refuses an amount of %s (%s), naming the collection', (amount) => {
    expect(() =>
      directDebitFile(
        content([{ scheme: 'CORE', sequence: 'RCUR', instructions: [instruction('INV7', amount)] }]),
      ),
    ).toThrow(/Collection INV7/);
  });

  it('refuses identifiers SEPA cannot carry as they are, rather than changing them', () => {
    const withId = (endToEndId: string) =>
      directDebitFile(
        content([{ scheme: 'CORE', sequence: 'RCUR', instructions: [instruction(endToEndId, '1')] }]),
      );
    expect(() => withId('INV 1')).toThrow('end-to-end id "INV 1"');
    expect(() => withId('FACTURE-É1')).toThrow('end-to-end id');
    expect(() => withId('X'.repeat(36))).toThrow('at most 35');
  });
});
