import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFixedDecimal } from './to-fixed-decimal.ts';

const exactly = (value: number, decimals: number) =>
  new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP);

describe('exact decimals of a number', () => {
  it('rounds half away from zero on the decimal the number reads as', () => {
    expect(toFixedDecimal(1.005, 2)).toBe('1.01');
    expect(toFixedDecimal(-2.5, 0)).toBe('-3');
    expect(toFixedDecimal(1234.5, 2)).toBe('1234.50');
  });

  it('answers what decimal arithmetic answers, for amounts already at their decimals and for others', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
    );
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 3 }), (value, decimals) => {
        expect(toFixedDecimal(value, decimals)).toBe(exactly(value, decimals));
      }),
      { numRuns: 5000 },
    );
  });
});
