import { describe, expect, it } from 'vitest';
import { formatCompanyNumber, formatVatNumber, normalizeRegistration } from './format-registration.ts';
import { isValidSiren, isValidSiret } from './is-valid-siren.ts';
import { validateCustomFormat } from './validate-custom-format.ts';
import { validateRegistration } from './validate-registration.ts';
import { isVatRegistrationType, validateVatNumber } from './validate-vat-number.ts';

describe('validateVatNumber', () => {
  it("wants two letters first: 'Must start with two letters'", () => {
    expect(validateVatNumber('40303265045')).toBe('Must start with two letters');
    expect(validateVatNumber(12)).toBe('Must start with two letters');
    expect(validateVatNumber('DE123456789')).toBeUndefined();
  });

  it('wants FR, 2 alphanumerics and 9 digits for France', () => {
    expect(validateVatNumber('FR40303265045')).toBeUndefined();
    expect(validateVatNumber('fr 4A 303 265 045')).toBeUndefined();
    expect(validateVatNumber('FR4030326504')).toBe('Invalid format');
  });

  it('wants LT and 9 or 12 digits for Lithuania', () => {
    expect(validateVatNumber('LT123456789')).toBeUndefined();
    expect(validateVatNumber('LT123456789012')).toBeUndefined();
    expect(validateVatNumber('LT1234567890')).toBe('Invalid format');
  });

  it('applies to EVA and EV- registration types', () => {
    expect(isVatRegistrationType('EVA')).toBe(true);
    expect(isVatRegistrationType('EV-FR')).toBe(true);
    expect(isVatRegistrationType('SIR')).toBe(false);
  });
});

describe('SIREN and SIRET', () => {
  it('pass the Luhn check', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it("check La Poste's establishments by the sum of their digits", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000000049')).toBe(false);
  });
});

describe('validateRegistration', () => {
  it('follows the registration type', () => {
    expect(validateRegistration('12345678Z', { type: 'NIF' })).toBeUndefined();
    expect(validateRegistration('12345678A', { type: 'NIF' })).toBe('Spanish ID is invalid');
    expect(validateRegistration('A58818501', { type: 'CIF' })).toBeUndefined();
    expect(validateRegistration('732 829 321', { type: 'SIR' })).toBe('Invalid format');
    expect(validateRegistration('73282932000074', { type: 'SIR' })).toBeUndefined();
    expect(validateRegistration('303265045', { type: 'EVA' })).toBe('Must start with two letters');
    expect(validateRegistration('anything', { type: 'GBR' })).toBeUndefined();
  });

  it("lets a custom format decide alone: 'Invalid format'", () => {
    expect(validateRegistration('AB-123', { type: 'EVA', pattern: '^[A-Z]{2}-\\d{3}$' })).toBeUndefined();
    expect(validateRegistration('AB123', { pattern: '^[A-Z]{2}-\\d{3}$' })).toBe('Invalid format');
  });
});

describe('validateCustomFormat', () => {
  it('blocks nothing when the configured pattern is broken', () => {
    expect(validateCustomFormat('x', '([')).toBeUndefined();
    expect(validateCustomFormat(null, '^x$')).toBe('Invalid format');
  });
});

describe('registration display', () => {
  it('strips spaces from all-digit registrations only', () => {
    expect(normalizeRegistration(' 732 829 320 ')).toBe('732829320');
    expect(normalizeRegistration('B 123 456')).toBe('B 123 456');
  });

  it('groups company numbers by three and spaces VAT numbers at 2, 4, 7, 10', () => {
    expect(formatCompanyNumber('732829320')).toBe('732 829 320');
    expect(formatCompanyNumber('73282932000074')).toBe('732 829 320 000 74');
    expect(formatVatNumber('FR40303265045')).toBe('FR 40 303 265 045');
    expect(formatVatNumber('fr 40303265045')).toBe('FR 40 303 265 045');
    expect(formatVatNumber('DE12')).toBe('DE 12');
  });
});
