import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { cellContent } from './cell-content.ts';

const invoice = findEntity('Invoice');
if (!invoice) throw new Error('Invoice is declared');
const column = (key: string) => {
  const found = invoice.listColumns.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};
const record = {
  _id: '1',
  registration: 'INV00000001',
  name: 'Rent',
  status: 'PARTIALLY_PAID',
  contractRegistration: 'CTR00000007',
  amountExclTax: 1234.5,
  currency: 'TND',
  dueDate: '2026-03-05T00:00:00.000Z',
  // As `include=personsNames` answers them: each person with its current name.
  persons: [
    { role: 'PAYER', personRegistration: 'PER00000003', name: 'Ada Lovelace' },
    { role: 'PAYEE', personRegistration: 'PER00000004', name: 'Leasing company of the north' },
  ],
} as unknown as EntityRecord;

describe('list cells', () => {
  it("links the registration to the record's route and a reference to its entity's", () => {
    expect(cellContent(invoice, column('registration'), record, 'en-EU')).toEqual({
      text: 'INV00000001',
      href: '/invoice/INV00000001',
    });
    expect(cellContent(invoice, column('contractRegistration'), record, 'en-EU')).toEqual({
      text: 'CTR00000007',
      href: '/contract/CTR00000007',
    });
  });

  it('shows the person of a role by name, cut at 17 characters, its registration on hover', () => {
    expect(cellContent(invoice, column('payer'), record, 'en-EU')).toEqual({
      text: 'Ada Lovelace',
      title: 'Ada Lovelace (PER00000003)',
      href: '/person/PER00000003',
    });
    expect(cellContent(invoice, column('payee'), record, 'en-EU')).toEqual({
      text: 'Leasing company …',
      fullText: 'Leasing company of the north',
      title: 'Leasing company of the north (PER00000004)',
      href: '/person/PER00000004',
    });
    const unnamed = { ...record, persons: [{ role: 'PAYER', personRegistration: 'PER00000009' }] };
    expect(cellContent(invoice, column('payer'), unnamed as EntityRecord, 'en-EU')).toEqual({
      text: 'PER00000009',
      href: '/person/PER00000009',
    });
  });

  it('shows a reference to a person by the name the list brought along, linked to the person', () => {
    const contract = findEntity('Contract');
    const client = contract?.listColumns.find((candidate) => candidate.key === 'clientRegistration');
    if (!contract || !client) throw new Error('Contracts list their client');
    const listed = (clientName: string | null) =>
      ({
        _id: '5',
        registration: 'CTR00000001',
        clientRegistration: 'PER00000003',
        clientName,
      }) as unknown as EntityRecord;
    expect(cellContent(contract, client, listed('Ada Lovelace'), 'en-EU')).toEqual({
      text: 'Ada Lovelace',
      title: 'Ada Lovelace (PER00000003)',
      href: '/person/PER00000003',
    });
    expect(cellContent(contract, client, listed(null), 'en-EU')).toEqual({
      text: 'PER00000003',
      href: '/person/PER00000003',
    });
  });

  it("shows labels for codes, dates in the user's locale and amounts in the record's currency", () => {
    expect(cellContent(invoice, column('status'), record, 'en-EU').text).toBe('Partially paid');
    expect(cellContent(invoice, column('dueDate'), record, 'en-US').text).toBe('03-05-2026');
    expect(cellContent(invoice, column('amountExclTax'), record, 'fr-FR').text).toMatch(/1\s234,500\sTND/);
  });

  it('shows nothing, and links nowhere, for a missing value', () => {
    const bare = { _id: '2', registration: 'INV00000002' } as unknown as EntityRecord;
    expect(cellContent(invoice, column('contractRegistration'), bare, 'en-EU')).toEqual({ text: '' });
    expect(cellContent(invoice, column('payer'), bare, 'en-EU')).toEqual({ text: '' });
  });

  it('shows a stored fraction as a percentage with up to 4 decimals, in the locale', () => {
    const collateral = findEntity('Collateral');
    const percentage = collateral?.listColumns.find((candidate) => candidate.key === 'percentage');
    if (!collateral || !percentage) throw new Error('Collateral lists its percentage');
    const pledged = (value: number) =>
      ({ _id: '3', registration: 'COL00000001', percentage: value }) as unknown as EntityRecord;
    expect(cellContent(collateral, percentage, pledged(0.0434), 'en-EU').text).toBe('4.34%');
    expect(cellContent(collateral, percentage, pledged(0.0434), 'fr-FR').text.replace(/\s/g, ' ')).toBe(
      '4,34 %',
    );
    expect(cellContent(collateral, percentage, pledged(0.123456789), 'en-EU').text).toBe('12.3457%');
    expect(cellContent(collateral, percentage, pledged(1), 'en-EU').text).toBe('100%');
  });
});
