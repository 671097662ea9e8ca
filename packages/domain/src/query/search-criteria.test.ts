import { describe, expect, it } from 'vitest';
import { findEntity } from '../entities/registry.ts';
import { searchCriteria, searchParameters, searchValuesOf } from './search-criteria.ts';

const invoice = findEntity('Invoice');
if (!invoice) throw new Error('Invoice is declared');

describe('advanced-search criteria', () => {
  it('searches dates and amounts as ranges, selects as choices and text as regex', () => {
    const criteria = searchCriteria(invoice);
    const byField = new Map(criteria.map((criterion) => [criterion.field, criterion]));
    expect(byField.get('dueDate')).toMatchObject({ kind: 'dateRange', params: ['fromDueDate', 'toDueDate'] });
    expect(byField.get('amountExclTax')).toMatchObject({
      kind: 'numberRange',
      params: ['minAmountExclTax', 'maxAmountExclTax'],
    });
    expect(byField.get('status')).toMatchObject({ kind: 'choice', list: 'invoiceStatus' });
    expect(byField.get('name')).toMatchObject({ kind: 'text', anchored: false });
    expect(byField.get('contractRegistration')).toMatchObject({
      kind: 'text',
      reference: { target: 'Contract' },
    });
  });

  it('sends ranges, choices with exclusions and text as the list query reads them, and reads them back', () => {
    const criteria = searchCriteria(invoice);
    const values = {
      fromDueDate: '2026-01-01',
      toDueDate: '',
      status: ['PAID', '-CANCELLED'],
      name: ' rent ',
      minAmountExclTax: '100',
    };
    const parameters = searchParameters(criteria, values);
    expect(parameters).toEqual({
      fromDueDate: '2026-01-01',
      status: 'PAID,-CANCELLED',
      name: '/rent/',
      minAmountExclTax: '100',
    });
    expect(searchValuesOf(criteria, parameters)).toEqual({
      fromDueDate: '2026-01-01',
      status: ['PAID', '-CANCELLED'],
      name: 'rent',
      minAmountExclTax: '100',
    });
  });

  it("limits a person reference to the roles it names (an agreement's partner, a contract's client)", () => {
    const agreement = findEntity('Agreement');
    const contract = findEntity('Contract');
    if (!agreement || !contract) throw new Error('declared');
    const partner = searchCriteria(agreement).find((criterion) => criterion.field === 'partnerRegistration');
    expect(partner).toMatchObject({
      reference: { target: 'Person', roles: ['PARTNER', 'BUSINESSUNIT', 'AGENCY'] },
    });
    const client = searchCriteria(contract).find((criterion) => criterion.field === 'clientRegistration');
    expect(client).toMatchObject({ reference: { target: 'Person', roles: ['CLIENT'] } });
  });

  it("searches an invoice's payer by exact registration, among persons who are no sales", () => {
    const payer = searchCriteria(invoice).find((criterion) => criterion.field === 'payerRegistration');
    expect(payer).toMatchObject({
      kind: 'text',
      label: 'Payer',
      exact: true,
      reference: { target: 'Person', excludedRoles: ['SALES'] },
    });
    expect(searchParameters(searchCriteria(invoice), { payerRegistration: ' PER00000012 ' })).toEqual({
      payerRegistration: 'PER00000012',
    });
  });

  it('anchors an e-mail search at the start, and keeps commas and slashes out of a regex', () => {
    const person = findEntity('Person');
    if (!person) throw new Error('Person is declared');
    const criteria = searchCriteria(person);
    expect(searchParameters(criteria, { email: 'ada@' })).toEqual({ email: '/^ada@/' });
    expect(searchParameters(criteria, { name: 'Dupont, SA/FR' })).toEqual({ name: '/Dupont  SA FR/' });
  });
});
