import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  type CreditTransferFileContent,
  type CreditTransferInstruction,
  creditTransferFile,
} from './credit-transfer-file.ts';

const payment = (endToEndId: string, amount: string, more: Partial<CreditTransferInstruction> = {}) => ({
  endToEndId,
  amount,
  creditor: { name: 'Garage du Port & Fils', account: { iban: 'FR14 2004 1010 0505 0001 3M02 606' } },
  remittance: `Invoice F-${endToEndId}`,
  ...more,
});

const content = (batches: CreditTransferFileContent['batches']): CreditTransferFileContent => ({
  messageId: 'PYF00000001',
  createdAt: new Date('2026-11-27T09:30:12.345Z'),
  debtor: { name: 'Lessor Leasing', account: { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPP' } },
  batches,
});

/** The file read back: every repeated element as a list, amounts and counts as written. */
const parsed = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
  }).parse(xml).Document;

describe('a SEPA credit-transfer file (pain.001.001.09)', () => {
  it('states the number of payments and their exact sum, per execution date and for the file', () => {
    const file = creditTransferFile(
      content([
        { executionDate: '2026-12-10', instructions: [payment('INV3', '1250')] },
        { executionDate: '2026-12-07', instructions: [payment('INV1', '0.10')] },
        { executionDate: '2026-12-07', instructions: [payment('INV2', '0.20')] },
      ]),
    );
    // 0.1 + 0.2 in doubles is 0.30000000000000004; the file says what the invoices say.
    expect(file).toMatchObject({ transactions: 3, controlSum: '1250.30' });
    const { CstmrCdtTrfInitn: message, '@xmlns': namespace } = parsed(file.xml);
    expect(namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(message.GrpHdr).toMatchObject({
      MsgId: 'PYF00000001',
      CreDtTm: '2026-11-27T09:30:12',
      NbOfTxs: '3',
      CtrlSum: '1250.30',
      InitgPty: { Nm: 'Lessor Leasing' },
    });
    // One block per day, the earliest first, batches of one day merged.
    expect(
      message.PmtInf.map((block: Record<string, { Dt?: string }>) => [
        block.PmtInfId,
        block.ReqdExctnDt?.Dt,
        block.NbOfTxs,
        block.CtrlSum,
      ]),
    ).toEqual([
      ['PYF00000001-1', '2026-12-07', '2', '0.30'],
      ['PYF00000001-2', '2026-12-10', '1', '1250.00'],
    ]);
  });

  it('fills a block and its payments as the EPC guidelines ask', () => {
    const file = creditTransferFile(
      content([
        {
          executionDate: '2026-12-07',
          instructions: [
            payment('INV1', '12'),
            payment('INV2', '99.99', {
              creditor: {
                name: 'Müller GmbH',
                account: { iban: 'DE02120300000000202051', bic: 'byla dem1001' },
              },
              remittance: undefined,
            }),
          ],
        },
      ]),
    );
    const [block] = parsed(file.xml).CstmrCdtTrfInitn.PmtInf;
    expect(block).toMatchObject({
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: { Dt: '2026-12-07' },
      Dbtr: { Nm: 'Lessor Leasing' },
      DbtrAcct: { Id: { IBAN: 'FR7630001007941234567890185' } },
      DbtrAgt: { FinInstnId: { BICFI: 'BDFEFRPP' } },
      ChrgBr: 'SLEV',
    });
    const [garage, muller] = block.CdtTrfTxInf;
    expect(garage).toEqual({
      PmtId: { EndToEndId: 'INV1' },
      Amt: { InstdAmt: { '#text': '12.00', '@Ccy': 'EUR' } },
      // Only the IBAN is known: no creditor bank is named.
      Cdtr: { Nm: 'Garage du Port + Fils' },
      CdtrAcct: { Id: { IBAN: 'FR1420041010050500013M02606' } },
      RmtInf: { Ustrd: 'Invoice F-INV1' },
    });
    expect(muller).toMatchObject({
      CdtrAgt: { FinInstnId: { BICFI: 'BYLADEM1001' } },
      Cdtr: { Nm: 'Muller GmbH' },
    });
    expect(muller.RmtInf).toBeUndefined();
  });

  it('names no debtor bank when only the IBAN of the account paying is known', () => {
    const file = creditTransferFile({
      ...content([{ executionDate: '2026-12-07', instructions: [payment('INV1', '1')] }]),
      debtor: { name: 'Lessor', account: { iban: 'FR7630001007941234567890185' } },
    });
    expect(parsed(file.xml).CstmrCdtTrfInitn.PmtInf[0].DbtrAgt).toEqual({
      FinInstnId: { Othr: { Id: 'NOTPROVIDED' } },
    });
  });

  it('leaves empty batches out', () => {
    const file = creditTransferFile(
      content([
        { executionDate: '2026-12-01', instructions: [] },
        { executionDate: '2026-12-07', instructions: [payment('INV1', '1')] },
      ]),
    );
    expect(parsed(file.xml).CstmrCdtTrfInitn.PmtInf).toHaveLength(1);
  });

  it.each([
    ['0', 'zero'],
    ['-5', 'negative'],
    ['12.345', 'three decimals'],
    ['1000000000', 'above the largest amount'],
    ['twelve', 'not a number'],
  ])('refuses an amount of %s (%s), naming the payment', (amount) => {
    expect(() =>
      creditTransferFile(content([{ executionDate: '2026-12-07', instructions: [payment('INV7', amount)] }])),
    ).toThrow(/Payment INV7/);
  });

  it('pays the largest amount SEPA allows', () => {
    const file = creditTransferFile(
      content([{ executionDate: '2026-12-07', instructions: [payment('INV7', '999999999.99')] }]),
    );
    expect(file.controlSum).toBe('999999999.99');
  });

  it('refuses identifiers SEPA cannot carry as they are, rather than changing them', () => {
    const withId = (endToEndId: string) =>
      creditTransferFile(
        content([{ executionDate: '2026-12-07', instructions: [payment(endToEndId, '1')] }]),
      );
    expect(() => withId('INV 1')).toThrow('end-to-end id "INV 1"');
    expect(() => withId('X'.repeat(36))).toThrow('at most 35');
    expect(() => creditTransferFile({ ...content([]), messageId: 'PYF 1' })).toThrow('message id "PYF 1"');
  });
});
