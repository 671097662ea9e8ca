import { describe, expect, it } from 'vitest';
import { confidentAt, type IncomingPayment, type OpenItem, OpenItemIndex } from './match-payments.ts';

const items: OpenItem[] = [
  {
    id: '1',
    reference: 'INV00000101',
    endToEndId: 'INV00000101',
    mandateReference: 'RUM-1',
    amountDue: '761.38',
    dueOn: '2026-12-05',
    payerIban: 'FR7630006000011234567890189',
  },
  { id: '2', reference: 'INV00000102', mandateReference: 'RUM-2', amountDue: '250.00', dueOn: '2026-11-05' },
  { id: '3', reference: 'INV00000103', mandateReference: 'RUM-2', amountDue: '250.00', dueOn: '2026-12-05' },
  {
    id: '4',
    reference: 'INV00000104',
    amountDue: '99.90',
    dueOn: '2026-12-01',
    payerIban: 'DE02120300000000202051',
  },
  { id: '5', reference: 'INV00000105', amountDue: '1234.56', dueOn: '2026-12-01' },
  { id: '6', reference: 'INV00000106', amountDue: '40.00', dueOn: '2026-12-01' },
  { id: '7', reference: 'INV00000107', amountDue: '40.00', dueOn: '2026-12-01' },
];
const index = new OpenItemIndex(items);
const payment = (more: Partial<IncomingPayment>): IncomingPayment => ({
  amount: '1.00',
  counterparty: {},
  ...more,
});
const matched = (more: Partial<IncomingPayment>) => {
  const match = index.match(payment(more));
  return (
    match && { id: match.item.id, rule: match.rule, confidence: match.confidence, returned: match.returned }
  );
};

describe('payments matched to open invoices', () => {
  it('by the end-to-end id the collection file carried, surely', () => {
    expect(matched({ amount: '761.38', endToEndId: 'INV00000101' })).toMatchObject({
      id: '1',
      rule: 'END_TO_END_ID',
      confidence: 1,
    });
  });

  it('by an invoice reference in the remittance text, as payers write it', () => {
    for (const remittance of ['Payment INV00000104 thanks', 'inv 00000104', 'Facture INV-00000104 / dec.']) {
      expect(matched({ amount: '99.90', remittance })).toMatchObject({
        id: '4',
        rule: 'REFERENCE_IN_TEXT',
        confidence: 0.95,
      });
    }
  });

  it('by mandate, choosing the instalment of the same amount due nearest the booking day', () => {
    expect(matched({ amount: '250', mandateId: 'RUM-2', bookedOn: '2026-12-06' })).toMatchObject({
      id: '3',
      rule: 'MANDATE',
    });
    expect(matched({ amount: '250', mandateId: 'RUM-2', bookedOn: '2026-11-04' })).toMatchObject({
      id: '2',
      rule: 'MANDATE',
    });
  });

  it("by amount and the payer's IBAN when nothing names the invoice", () => {
    expect(matched({ amount: '99.9', counterparty: { iban: 'DE02 1203 0000 0000 2020 51' } })).toMatchObject({
      id: '4',
      rule: 'AMOUNT_AND_PAYER',
      confidence: confidentAt,
    });
  });

  it('by amount alone only when one item has it, and then below the confident level', () => {
    const alone = matched({ amount: '1234.56' });
    expect(alone).toMatchObject({ id: '5', rule: 'AMOUNT_ALONE' });
    expect(alone?.confidence).toBeLessThan(confidentAt);
    expect(matched({ amount: '40.00' })).toBeUndefined();
    expect(matched({ amount: '3.14' })).toBeUndefined();
  });

  it('less surely when the amount differs from what is due (a partial payment)', () => {
    const partial = matched({ amount: '500.00', endToEndId: 'INV00000101' });
    expect(partial).toMatchObject({ id: '1', rule: 'END_TO_END_ID' });
    expect(partial?.confidence).toBeLessThan(confidentAt);
  });

  it('tells a returned direct debit apart, with its reason', () => {
    expect(matched({ amount: '761.38', endToEndId: 'INV00000101', returnReason: 'AM04' })).toMatchObject({
      id: '1',
      returned: 'AM04',
    });
  });

  it('matches a payment whose amount the statement did not give by its reference alone, less surely', () => {
    const unknown = matched({ amount: '', endToEndId: 'INV00000101' });
    expect(unknown).toMatchObject({ id: '1', rule: 'END_TO_END_ID' });
    expect(unknown?.confidence).toBeLessThan(confidentAt);
    expect(matched({ amount: '' })).toBeUndefined();
  });
});
