import { describe, expect, it } from 'vitest';
import { forceCase, normalizeFieldValue } from './normalize-field-value.ts';

describe('normalizeFieldValue', () => {
  it('stores IBANs unformatted, phones without spaces, the valid e-mails only', () => {
    expect(normalizeFieldValue({ type: 'iban' }, 'fr14 2004 1010 0505 0001 3m02 606')).toBe(
      'FR1420041010050500013M02606',
    );
    expect(normalizeFieldValue({ type: 'phone' }, '06 12 34 56 78')).toBe('0612345678');
    expect(normalizeFieldValue({ type: 'emails' }, ['ada@example.com', 'nope'])).toEqual(['ada@example.com']);
  });

  it('stores a SEPA creditor identifier like an IBAN, other texts as typed', () => {
    const creditor = { type: 'text', identifier: 'sepaCreditorIdentifier' } as const;
    expect(normalizeFieldValue(creditor, ' fr72 zzz 123456')).toBe('FR72ZZZ123456');
    expect(normalizeFieldValue({ type: 'text' }, ' fr72 zzz 123456')).toBe(' fr72 zzz 123456');
  });

  it('reads typed numbers, integers, percentages and dates in the locale', () => {
    expect(normalizeFieldValue({ type: 'number' }, '1 234,5', { locale: 'fr-FR' })).toBe(1234.5);
    expect(normalizeFieldValue({ type: 'integer' }, '2,6', { locale: 'fr-FR' })).toBe(3);
    expect(normalizeFieldValue({ type: 'percentage' }, '12,5 %', { locale: 'fr-FR' })).toBe(0.125);
    expect(normalizeFieldValue({ type: 'date' }, '15/06/2024', { locale: 'fr-FR' })).toBe(
      '2024-06-15T00:00:00.000Z',
    );
  });

  it('leaves what it cannot read for the validator to refuse', () => {
    expect(normalizeFieldValue({ type: 'number' }, 'abc')).toBe('abc');
    expect(normalizeFieldValue({ type: 'date' }, '15/06/2024')).toBe('15/06/2024');
    expect(normalizeFieldValue({ type: 'text' }, ' as typed ')).toBe(' as typed ');
  });

  it('normalises addresses', () => {
    expect(normalizeFieldValue({ type: 'address' }, { city: ' Paris ', state: '' })).toEqual({
      city: 'Paris',
      state: null,
      type: 'MAIN',
    });
  });
});

describe('forceCase', () => {
  it('forces upper or lower case on demand', () => {
    expect(forceCase('Fr76', 'upper')).toBe('FR76');
    expect(forceCase('Fr76', 'lower')).toBe('fr76');
    expect(forceCase('Fr76', undefined)).toBe('Fr76');
  });
});
