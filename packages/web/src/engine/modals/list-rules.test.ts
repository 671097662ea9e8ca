import { describe, expect, it } from 'vitest';
import {
  accountNameAfterIban,
  canAddAddress,
  canDeleteBankAccount,
  canSaveAddresses,
  deleteBankAccount,
  makeFirst,
  saveContact,
} from './list-rules.ts';

describe('bank accounts', () => {
  it('swap the chosen account with the first', () => {
    expect(makeFirst(['a', 'b', 'c'], 2)).toEqual(['c', 'b', 'a']);
    expect(makeFirst(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(makeFirst(['a'], 4)).toEqual(['a']);
  });

  it('never delete the first', () => {
    expect(canDeleteBankAccount(0)).toBe(false);
    expect(deleteBankAccount(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(deleteBankAccount(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it("take the company's or the individual's name when the IBAN comes in with no name", () => {
    const iban = { bankIban: 'FR7630006000011234567890189' };
    expect(accountNameAfterIban(iban, { type: 'C', name: 'Acme' })).toBe('Acme');
    expect(accountNameAfterIban(iban, { type: 'I', firstName: 'Ada', lastName: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(accountNameAfterIban({ ...iban, name: 'Main' }, { type: 'C', name: 'Acme' })).toBeUndefined();
    expect(accountNameAfterIban({}, { type: 'C', name: 'Acme' })).toBeUndefined();
  });
});

describe('contacts', () => {
  it('keep one default: saving a default contact unsets the others', () => {
    const contacts = [
      { position: 'CEO', isDefault: true },
      { position: 'CFO' },
      { position: 'CTO', isDefault: true },
    ];
    expect(saveContact(contacts, 2)).toEqual([
      { position: 'CEO', isDefault: false },
      { position: 'CFO' },
      { position: 'CTO', isDefault: true },
    ]);
    expect(saveContact(contacts, 1)).toEqual(contacts);
  });
});

describe('addresses with uniqueAddressPerType', () => {
  const types = ['MAIN', 'BILLING'];
  it('offer Add address until every type is used', () => {
    expect(canAddAddress([{ type: 'MAIN' }], types, true)).toBe(true);
    expect(canAddAddress([{ type: 'MAIN' }, { type: 'BILLING' }], types, true)).toBe(false);
    expect(canAddAddress([{ type: 'MAIN' }, { type: 'BILLING' }], types, false)).toBe(true);
  });

  it('cannot be saved while a type repeats', () => {
    expect(canSaveAddresses([{ type: 'MAIN' }, { type: 'MAIN' }], true)).toBe(false);
    expect(canSaveAddresses([{ type: 'MAIN' }, { type: 'MAIN' }], false)).toBe(true);
    expect(canSaveAddresses([{ type: 'MAIN' }, { type: 'BILLING' }], true)).toBe(true);
  });
});
