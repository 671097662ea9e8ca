import { describe, expect, it } from 'vitest';
import { sepaMandateProblems, sepaMandateReferences } from './sepa-mandates.ts';

const iban = 'FR7630006000011234567890189';
const mandate = (rumReference: string) => ({ rumReference, rumType: 'RCUR', rumStatus: 'ACTIVE' });

describe('SEPA mandates of a person', () => {
  it('lists every mandate reference with the field holding it, blank ones left out', () => {
    const person = {
      bankAccounts: [
        { bankIban: iban, sepaMandates: [mandate(' RUM-1 '), mandate('')] },
        { bankIban: iban, sepaMandates: [mandate('RUM-2')] },
      ],
    };
    expect(sepaMandateReferences(person)).toEqual([
      { reference: 'RUM-1', field: 'bankAccounts[0].sepaMandates[0].rumReference' },
      { reference: 'RUM-2', field: 'bankAccounts[1].sepaMandates[0].rumReference' },
    ]);
  });

  it('finds nothing wrong with distinct references on accounts with an IBAN', () => {
    const person = { bankAccounts: [{ bankIban: iban, sepaMandates: [mandate('A'), mandate('B')] }] };
    expect(sepaMandateProblems(person)).toEqual([]);
    expect(sepaMandateProblems({})).toEqual([]);
  });

  it('names the second use of a reference, even on another account of the person', () => {
    const person = {
      bankAccounts: [
        { bankIban: iban, sepaMandates: [mandate('RUM-1')] },
        { bankIban: iban, sepaMandates: [mandate('RUM-1')] },
      ],
    };
    expect(sepaMandateProblems(person)).toEqual([
      {
        field: 'bankAccounts[1].sepaMandates[0].rumReference',
        code: 'VALUE_ALREADY_EXISTS',
        message: "Value 'RUM-1' already exists for field 'bankAccounts[1].sepaMandates[0].rumReference'",
      },
    ]);
  });

  it('asks for the IBAN of an account that holds mandates, not of one without', () => {
    const person = { bankAccounts: [{ name: 'Main', sepaMandates: [mandate('R')] }, { name: 'Other' }] };
    expect(sepaMandateProblems(person)).toEqual([
      { field: 'bankAccounts[0].bankIban', code: 'MISSING_FIELD_IN_BODY', message: 'IBAN is mandatory' },
    ]);
  });
});
