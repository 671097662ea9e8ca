import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locales/locales.ts';
import { formatNumber } from './format-number.ts';
import { parseInteger, parseNumber } from './parse-number.ts';

describe('parseNumber', () => {
  it('accepts the decimal comma in locales that write one', () => {
    expect(parseNumber('12,5', { locale: 'fr-FR' })).toBe(12.5);
    expect(parseNumber('1 234,5', { locale: 'fr-FR' })).toBe(1234.5);
    expect(parseNumber('1.234,5', { locale: 'de-DE' })).toBe(1234.5);
    expect(parseNumber('1.234', { locale: 'de-DE' })).toBe(1234);
    expect(parseNumber("1'234.5", { locale: 'de-CH' })).toBe(1234.5);
  });

  it('reads a lone comma as decimal and grouped commas as thousands in English', () => {
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('1,234')).toBe(1234);
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('1.234,5')).toBe(1234.5);
  });

  it('reads signs, the minus sign and Arabic-Indic digits', () => {
    expect(parseNumber('-3.5')).toBe(-3.5);
    expect(parseNumber('+3')).toBe(3);
    expect(parseNumber('\u22124')).toBe(-4);
    expect(parseNumber('١٢٫٥', { locale: 'ar-EG' })).toBe(12.5);
  });

  it('flips the sign with the negative flag', () => {
    expect(parseNumber('12', { negative: true })).toBe(-12);
    expect(parseNumber(12, { negative: true })).toBe(-12);
  });

  it('answers null for what is not a number', () => {
    for (const text of [
      '',
      'abc',
      '1,2,3,4',
      '1..2',
      '12abc',
      '--1',
      Number.NaN,
      null,
      undefined,
      {},
      '9'.repeat(400),
    ]) {
      expect(parseNumber(text)).toBeNull();
    }
  });

  it('reads back every number it formats, in every locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        fc.constantFrom(...locales.map((locale) => locale.code)),
        (cents, locale) => {
          expect(parseNumber(formatNumber(cents / 100, { locale }), { locale })).toBe(cents / 100);
        },
      ),
    );
  });
});

describe('parseInteger', () => {
  it('rounds what is typed', () => {
    expect(parseInteger('12,6', { locale: 'fr-FR' })).toBe(13);
    expect(parseInteger('x')).toBeNull();
  });
});
