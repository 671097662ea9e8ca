import { describe, expect, it } from 'vitest';
import { collectionsDue, type InvoiceDue } from './collections-due.ts';

const creditorId = 'FR72ZZZ123456';
const mandate = (reference: string, more: Record<string, unknown> = {}) => ({
  rumReference: reference,
  sepaCreditorIdentifier: creditorId,
  rumDateOfSignature: '2025-01-15T00:00:00.000Z',
  rumType: 'RCUR',
  rumStatus: 'ACTIVE',
  rumSequence: 'RCUR',
  ...more,
});
const payer = (mandates: Record<string, unknown>[], account: Record<string, unknown> = {}) => ({
  name: 'Émilie Durand',
  bankAccounts: [
    { name: 'Main', bankIban: 'FR7630006000011234567890189', sepaMandates: mandates, ...account },
  ],
});
const invoice = (
  registration: string,
  payerRegistration: string,
  dueDate = '2026-12-05',
  balance = '761.38',
): InvoiceDue => ({
  registration,
  balance,
  dueDate,
  payerRegistration,
  contractRegistration: 'CTR00000001',
});

describe('the invoices a direct-debit file collects', () => {
  it("collects each invoice under its payer's active mandate, as recurring", () => {
    const due = collectionsDue(
      [invoice('INV1', 'P1')],
      new Map([['P1', payer([mandate('RUM-1')])]]),
      creditorId,
    );
    expect(due.notCollected).toEqual([]);
    expect(due.batches).toEqual([
      {
        scheme: 'CORE',
        sequence: 'RCUR',
        instructions: [
          {
            endToEndId: 'INV1',
            amount: '761.38',
            mandate: { reference: 'RUM-1', signedOn: '2025-01-15' },
            debtor: { name: 'Émilie Durand', account: { iban: 'FR7630006000011234567890189' } },
            remittance: 'Invoice INV1, contract CTR00000001',
          },
        ],
      },
    ]);
  });

  it('collects a first mandate once, its earliest invoice as FRST, and leaves the others for later files', () => {
    const payers = new Map([['P1', payer([mandate('RUM-1', { rumSequence: 'FRST' })])]]);
    const due = collectionsDue(
      [invoice('INV2', 'P1', '2026-12-20'), invoice('INV1', 'P1', '2026-12-05')],
      payers,
      creditorId,
    );
    expect(
      due.batches.map((batch) => [batch.sequence, batch.instructions.map((one) => one.endToEndId)]),
    ).toEqual([['FRST', ['INV1']]]);
    expect(due.notCollected).toEqual([
      { registration: 'INV2', reason: 'Mandate RUM-1 is collected for the first time in this file' },
    ]);
  });

  it('collects a final mandate once, as FNAL, and a B2B mandate in its own block', () => {
    const payers = new Map([
      ['P1', payer([mandate('RUM-1', { rumSequence: 'FNAL' })])],
      ['P2', payer([mandate('RUM-2', { rumScheme: 'B2B' })])],
      ['P3', payer([mandate('RUM-3', { rumScheme: 'CORE' })])],
    ]);
    const due = collectionsDue(
      [invoice('INV1', 'P1'), invoice('INV2', 'P1'), invoice('INV3', 'P2'), invoice('INV4', 'P3')],
      payers,
      creditorId,
    );
    expect(
      due.batches.map((batch) => [
        batch.scheme,
        batch.sequence,
        batch.instructions.map((one) => one.endToEndId),
      ]),
    ).toEqual([
      ['CORE', 'RCUR', ['INV4']],
      ['CORE', 'FNAL', ['INV1']],
      ['B2B', 'RCUR', ['INV3']],
    ]);
    expect(due.notCollected.map((left) => left.reason)).toEqual([
      'Mandate RUM-1 is collected for the last time in this file',
    ]);
  });

  it('says what changed since the last collection: the reference, the IBAN at the same bank, or the bank', () => {
    const amendmentOf = (more: Record<string, unknown>) =>
      collectionsDue([invoice('INV1', 'P1')], new Map([['P1', payer([mandate('RUM-2', more)])]]), creditorId)
        .batches[0]?.instructions[0]?.mandate.amendment;
    const collectedHere = {
      lastCollectedReference: 'RUM-2',
      lastCollectedIban: 'FR76 3000 6000 0112 3456 7890 189',
    };
    expect(amendmentOf(collectedHere)).toBeUndefined();
    expect(amendmentOf({ ...collectedHere, lastCollectedReference: 'RUM-1' })).toEqual({
      previousReference: 'RUM-1',
    });
    // Another account of the same bank (30006), then an account at another bank (20041).
    expect(amendmentOf({ ...collectedHere, lastCollectedIban: 'FR7630006000019876543210123' })).toEqual({
      previousIban: 'FR7630006000019876543210123',
    });
    expect(amendmentOf({ ...collectedHere, lastCollectedIban: 'FR1420041010050500013M02606' })).toEqual({
      debtorBankChanged: true,
    });
    // Never collected: nothing to compare with.
    expect(amendmentOf({})).toBeUndefined();
  });

  it('collects a one-off mandate once, as OOFF', () => {
    const payers = new Map([['P1', payer([mandate('RUM-1', { rumType: 'OOFF' })])]]);
    const due = collectionsDue([invoice('INV1', 'P1'), invoice('INV2', 'P1')], payers, creditorId);
    expect(due.batches.map((batch) => batch.sequence)).toEqual(['OOFF']);
    expect(due.notCollected.map((left) => left.reason)).toEqual([
      'Mandate RUM-1 is collected for the only time in this file',
    ]);
  });

  it('leaves out, saying why, an invoice whose payer has no usable mandate or that owes nothing', () => {
    const payers = new Map<string, Record<string, unknown>>([
      ['REVOKED', payer([mandate('RUM-R', { rumStatus: 'REVOKED' })])],
      ['OTHER_CREDITOR', payer([mandate('RUM-O', { sepaCreditorIdentifier: 'DE98ZZZ09999999999' })])],
      ['CLOSED_ACCOUNT', payer([mandate('RUM-C')], { isInactive: true })],
      ['NO_IBAN', payer([mandate('RUM-N')], { bankIban: '' })],
    ]);
    const due = collectionsDue(
      [...payers.keys(), 'UNKNOWN']
        .map((registration) => invoice(`INV-${registration}`, registration))
        .concat(
          invoice('INV-PAID', 'REVOKED', '2026-12-05', '0'),
          invoice('INV-BAD', 'REVOKED', '2026-12-05', 'n/a'),
        ),
      payers,
      creditorId,
    );
    expect(due.batches).toEqual([]);
    expect(due.notCollected).toContainEqual({ registration: 'INV-PAID', reason: 'Nothing is owed on it' });
    expect(due.notCollected).toContainEqual({
      registration: 'INV-OTHER_CREDITOR',
      reason: 'Its payer OTHER_CREDITOR has no active SEPA mandate for FR72ZZZ123456',
    });
    expect(due.notCollected).toContainEqual({
      registration: 'INV-BAD',
      reason: 'Its balance "n/a" is no amount',
    });
    expect(due.notCollected).toHaveLength(7);
  });

  it("takes the account's owner and BIC, and keeps the batch in due-date order", () => {
    const payers = new Map([
      ['P1', payer([mandate('RUM-1')], { bankOwner: 'Durand SARL', bankBic: 'BNPAFRPP' })],
      ['P2', payer([mandate('RUM-2')])],
    ]);
    const due = collectionsDue(
      [invoice('INV9', 'P2', '2026-12-09'), invoice('INV3', 'P1', '2026-12-03')],
      payers,
      creditorId,
    );
    const [batch] = due.batches;
    expect(batch?.instructions.map((one) => one.endToEndId)).toEqual(['INV3', 'INV9']);
    expect(batch?.instructions[0]?.debtor).toEqual({
      name: 'Durand SARL',
      account: { iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' },
    });
  });
});
