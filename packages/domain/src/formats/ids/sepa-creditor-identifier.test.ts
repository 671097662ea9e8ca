import { describe, expect, it } from 'vitest';
import {
  isValidSepaCreditorIdentifier,
  normalizeSepaCreditorIdentifier,
  sepaCreditorCheckDigits,
} from './sepa-creditor-identifier.ts';

describe('SEPA creditor identifier', () => {
  it('computes the check digits over the national identifier, the business code left out', () => {
    expect(sepaCreditorCheckDigits('FR', '123456')).toBe('72');
    // The Bundesbank's published test identifier.
    expect(sepaCreditorCheckDigits('DE', '09999999999')).toBe('98');
  });

  it('accepts French and other identifiers whatever their business code, spaces and case', () => {
    expect(isValidSepaCreditorIdentifier('FR72ZZZ123456')).toBe(true);
    expect(isValidSepaCreditorIdentifier('FR72AB1123456')).toBe(true);
    expect(isValidSepaCreditorIdentifier(' fr72 zzz 123456 ')).toBe(true);
    expect(isValidSepaCreditorIdentifier('DE98ZZZ09999999999')).toBe(true);
    expect(isValidSepaCreditorIdentifier('FR34ZZZLSR001')).toBe(true);
  });

  it('refuses wrong check digits, shapes and non-texts', () => {
    expect(isValidSepaCreditorIdentifier('FR71ZZZ123456')).toBe(false);
    expect(isValidSepaCreditorIdentifier('FR72ZZZ123457')).toBe(false);
    expect(isValidSepaCreditorIdentifier('FR72ZZ')).toBe(false);
    expect(isValidSepaCreditorIdentifier('7272ZZZ123456')).toBe(false);
    expect(isValidSepaCreditorIdentifier(`FR72ZZZ${'1'.repeat(29)}`)).toBe(false);
    expect(isValidSepaCreditorIdentifier(42)).toBe(false);
  });

  it('stores an identifier without spaces, in upper case', () => {
    expect(normalizeSepaCreditorIdentifier(' fr72 zzz 123456 ')).toBe('FR72ZZZ123456');
  });
});
