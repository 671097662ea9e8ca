import { describe, expect, it } from 'vitest';
import {
  defaultBankAccountName,
  emailAfterUsername,
  registrationsAfterRegistration,
  repeatedAddressTypes,
} from './person-rules.ts';

describe('person rules', () => {
  it('names a bank account after the company or the individual', () => {
    expect(defaultBankAccountName({ type: 'C', name: ' Transports Atlantique ' })).toBe(
      'Transports Atlantique',
    );
    expect(defaultBankAccountName({ type: 'I', firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(defaultBankAccountName({ type: 'I', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(defaultBankAccountName({ type: 'P', firstName: 'Ada', lastName: 'Lovelace' })).toBeUndefined();
    expect(defaultBankAccountName({ type: 'C' })).toBeUndefined();
  });

  it('finds address types used more than once', () => {
    expect(
      repeatedAddressTypes([{ type: 'MAIN' }, { type: 'BILLING' }, { type: 'MAIN' }, { type: 'MAIN' }]),
    ).toEqual(['MAIN']);
    expect(repeatedAddressTypes([{ type: 'MAIN' }, {}, { type: '' }, { type: '' }])).toEqual([]);
  });

  it('fills an empty e-mail from a username that is one, and keeps an e-mail already there', () => {
    expect(emailAfterUsername({}, 'ada@example.com')).toBe('ada@example.com');
    expect(emailAfterUsername({ email: 'first@example.com' }, 'ada@example.com')).toBe('first@example.com');
    expect(emailAfterUsername({ email: '' }, 'ada@acme')).toBeUndefined();
  });
});

describe('registrations after the registration number', () => {
  it('gives the number trigram to the first registration as its type', () => {
    expect(registrationsAfterRegistration('sir552100554', [])).toEqual([
      { type: 'SIR', registration: '552100554' },
    ]);
    expect(
      registrationsAfterRegistration('EVAFR40303265045', [
        { type: 'NIF', registration: 'FR40303265045' },
        { type: 'CIF', registration: 'B12345674' },
      ]),
    ).toEqual([
      { type: 'EVA', registration: 'FR40303265045' },
      { type: 'CIF', registration: 'B12345674' },
    ]);
  });

  it('gives an automatic first registration the whole number, unless its trigram is SIR', () => {
    expect(registrationsAfterRegistration('ABC00000012', [{ type: 'AUT', registration: '' }])).toEqual([
      { type: 'AUT', registration: 'ABC00000012' },
    ]);
    expect(
      registrationsAfterRegistration('SIR552100554', [{ type: 'AUT', registration: 'ABC00000012' }]),
    ).toBeUndefined();
  });

  it('leaves the registrations alone for a number without a trigram', () => {
    expect(registrationsAfterRegistration('552100554', [{ type: 'SIR', registration: '1' }])).toBeUndefined();
    expect(registrationsAfterRegistration('AB1234', [])).toBeUndefined();
    expect(registrationsAfterRegistration('SIR', [])).toBeUndefined();
  });
});
