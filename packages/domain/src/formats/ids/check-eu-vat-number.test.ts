import { describe, expect, it } from 'vitest';
import { checkEuVatNumber, frenchVatKey } from './check-eu-vat-number.ts';

describe('the built-in check of EU VAT numbers', () => {
  it('computes the French key from the SIREN exactly', () => {
    // Danone (552 032 534) and Michelin (855 200 507), as their invoices print them.
    expect(frenchVatKey('552032534')).toBe('27');
    expect(frenchVatKey('855200507')).toBe('33');
    // A SIREN whose key is below ten keeps its leading zero.
    expect(frenchVatKey('000000001')).toBe('15');
    expect(frenchVatKey('000000030')).toBe('05');
  });

  it('accepts published numbers of each country with a public check-digit rule', () => {
    for (const number of [
      'FR27552032534',
      'fr 33 855 200 507',
      'ATU13585627',
      'BE0202239951',
      'DE143454214',
      'DK13585628',
      'FI01120389',
      'IT00743110157',
      'LU26375245',
      'NL004495445B01',
      'PL5260001246',
      'PT501964843',
      'SE556188840401',
    ])
      expect(checkEuVatNumber(number), number).toMatchObject({ valid: true });
  });

  it('refuses a wrong French key, naming the check digits', () => {
    expect(checkEuVatNumber('FR28552032534')).toEqual({
      countryCode: 'FR',
      vatNumber: '28552032534',
      valid: false,
      fault: 'checkDigits',
    });
  });

  it('refuses a wrong check digit in other countries', () => {
    for (const number of ['DE143454215', 'BE0202239952', 'IT00743110158', 'LU26375246', 'ATU13585628'])
      expect(checkEuVatNumber(number).fault, number).toBe('checkDigits');
  });

  it('refuses an unknown prefix and a number in the wrong format for its country', () => {
    expect(checkEuVatNumber('GB123456789').fault).toBe('country');
    expect(checkEuVatNumber('GR094014298').fault).toBe('country');
    expect(checkEuVatNumber('FR2755203253').fault).toBe('format');
    expect(checkEuVatNumber('NL004495445A01').fault).toBe('format');
  });

  it('checks by format alone where the rule is not public', () => {
    expect(checkEuVatNumber('EL094014298').valid).toBe(true);
    expect(checkEuVatNumber('FRK7399859412').valid).toBe(true);
    expect(checkEuVatNumber('ESX1234567X').valid).toBe(true);
  });
});
