import { describe, expect, it } from 'vitest';
import { defaultBankAccountName, emailAfterUsername, repeatedAddressTypes } from './person-rules.ts';

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
