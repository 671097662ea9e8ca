import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercentage } from './format-percentage.ts';
import { parseCellPercentage, parsePercentage } from './parse-percentage.ts';

describe('parsePercentage', () => {
  it('takes an optional %, a sign and a decimal point or comma, and stores value/100', () => {
    expect(parsePercentage('12.5%')).toBe(0.125);
    expect(parsePercentage('12,5 %', { locale: 'fr-FR' })).toBe(0.125);
    expect(parsePercentage('12,5')).toBe(0.125);
    expect(parsePercentage('-3')).toBe(-0.03);
    expect(parsePercentage('+7 %')).toBe(0.07);
  });

  it('rounds the fraction to 10 decimals', () => {
    expect(parsePercentage('1.123456789123')).toBe(0.0112345679);
    expect(parsePercentage('0.1') ?? 0).toBe(0.001);
  });

  it('answers null for what is not a percentage', () => {
    for (const text of ['%', 'abc', '12 %%', null, {}, '']) expect(parsePercentage(text)).toBeNull();
  });

  it('keeps at most 10 decimals for any typed value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.stringMatching(/^\d{1,14}$/),
        (units, typedDecimals) => {
          const fraction = parsePercentage(`${units}.${typedDecimals}%`);
          expect(fraction).not.toBeNull();
          const decimals = String(fraction).split('.')[1] ?? '';
          if (!String(fraction).includes('e')) expect(decimals.length).toBeLessThanOrEqual(10);
        },
      ),
    );
  });
});

describe('parseCellPercentage', () => {
  it('rounds to the typed decimals plus 2, at most 6 unless configured', () => {
    expect(parseCellPercentage('12.5%')).toBe(0.125);
    expect(parseCellPercentage('12.3456')).toBe(0.123456);
    expect(parseCellPercentage('1.23456789')).toBe(0.012346);
    expect(parseCellPercentage('1.23456789', { maxDecimals: 8 })).toBe(0.01234568);
    expect(parseCellPercentage('abc')).toBeNull();
  });
});

describe('formatPercentage', () => {
  it('shows 4 digits by default and never more than 6', () => {
    expect(formatPercentage(0.125)).toBe('12.5%');
    expect(formatPercentage(0.123456789)).toBe('12.3457%');
    expect(formatPercentage(0.123456789, { digits: 9 })).toBe('12.345679%');
    expect(formatPercentage(0.125, { locale: 'fr-FR' }).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(formatPercentage('x')).toBe('');
  });
});
