import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locales/locales.ts';
import { currencies, currencyDecimals } from './currencies.ts';
import { formatAmount } from './format-amount.ts';
import { formatNumber } from './format-number.ts';

const space = /[\s\u00a0\u202f]/g;

describe('currencyDecimals', () => {
  it('gives TND 3, JPY XAF XOF XPF 0 and the others 2', () => {
    expect(currencyDecimals('TND')).toBe(3);
    for (const code of ['JPY', 'XAF', 'XOF', 'XPF']) expect(currencyDecimals(code)).toBe(0);
    for (const code of ['EUR', 'USD', 'GNF', 'HUF', 'MGA', 'RMB']) expect(currencyDecimals(code)).toBe(2);
  });
});

describe('formatAmount', () => {
  it('defaults to en-EU and euro: comma thousands, dot decimal, 2 decimals', () => {
    expect(formatAmount(1234567.891)).toBe('€1,234,567.89');
  });

  it('uses each currency decimals and the locale separators', () => {
    expect(formatAmount(1234.5, { currency: 'TND', locale: 'fr-TN' }).replace(space, ' ')).toBe(
      '1 234,500 DT',
    );
    expect(formatAmount(1234.5, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,235');
    expect(formatAmount(1234.5, { currency: 'EUR', locale: 'de-DE' }).replace(space, ' ')).toBe('1.234,50 €');
    expect(formatAmount(10, { currency: 'RMB', currencyDisplay: 'code' }).replace(space, ' ')).toBe(
      'CNY 10.00',
    );
    expect(formatAmount(10, { decimals: 4, currencyDisplay: 'none' })).toBe('10.0000');
  });

  it('rounds half away from zero on the decimal value typed, not on its binary double', () => {
    expect(formatAmount(1.005)).toBe('€1.01');
    expect(formatAmount(-1.005)).toBe('-€1.01');
    expect(formatAmount(-0.001)).toBe('€0.00');
    expect(formatAmount('12345678901234567.895')).toBe('€12,345,678,901,234,567.90');
  });

  it('answers an empty text for what is not an amount, and never throws', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', null, undefined, {}, []]) {
      expect(formatAmount(value)).toBe('');
    }
    expect(formatAmount(5, { currency: 'not a code', locale: '!!' })).toBe('5.00');
  });

  it('loses no cent: the digits shown are those of the amount rounded to the currency decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 15), max: 10 ** 15 }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...locales.map((locale) => locale.code)),
        (minorUnits, currency, locale) => {
          const decimals = currencyDecimals(currency);
          const amount = minorUnits / 10 ** decimals;
          const shown = formatAmount(amount, { currency, locale }).replace(/[٠-٩]/g, (digit) =>
            String(digit.charCodeAt(0) - 0x660),
          );
          expect(shown.replace(/\D/g, '').replace(/^0+/, '')).toBe(
            String(Math.abs(minorUnits)).replace(/^0+/, ''),
          );
        },
      ),
    );
  });
});

describe('formatNumber', () => {
  it('rounds to 2 decimals by default with the locale separators', () => {
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(1234.5, { locale: 'de-DE', decimals: 1 })).toBe('1.234,5');
    expect(formatNumber('x')).toBe('');
  });
});
