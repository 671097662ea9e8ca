import { describe, expect, it } from 'vitest';
import { convertRate } from './convert-rate.ts';
import { effect } from './effect.ts';
import { nominal } from './nominal.ts';
import { paymentPeriods, periodsPerYear } from './payment-period.ts';

describe('rate conversion', () => {
  it.each(paymentPeriods)('agrees with EFFECT and NOMINAL for periods of %i days', (period) => {
    const perYear = periodsPerYear(period);
    const effective = convertRate(0.07, { from: 'nominal', to: 'effective', period });
    expect(effective).toBeCloseTo(effect(0.07, perYear), 15);
    expect(convertRate(0.07, { from: 'effective', to: 'nominal', period })).toBeCloseTo(
      nominal(0.07, perYear),
      15,
    );
    expect(convertRate(effective, { from: 'effective', to: 'nominal', period })).toBeCloseTo(0.07, 15);
  });

  it('divides a nominal rate into periodic ones exactly: 30, 90, 180 and 360 or 365 days', () => {
    expect(convertRate(0.06, { from: 'nominal', to: 'periodic' })).toBe(0.005);
    expect(convertRate(0.06, { from: 'nominal', to: 'periodic', period: 90 })).toBe(0.015);
    expect(convertRate(0.06, { from: 'nominal', to: 'periodic', period: 180 })).toBe(0.03);
    expect(convertRate(0.06, { from: 'nominal', to: 'periodic', period: 360 })).toBe(0.06);
    expect(convertRate(0.06, { from: 'effective', to: 'periodic', period: 365 })).toBe(0.06);
  });

  it('compounds periodic rates from one period to another', () => {
    const quarterly = convertRate(0.005, { from: 'periodic', period: 30, to: 'periodic', toPeriod: 90 });
    expect(quarterly).toBeCloseTo(1.005 ** 3 - 1, 15);
    expect(
      convertRate(quarterly, { from: 'periodic', period: 90, to: 'periodic', toPeriod: 30 }),
    ).toBeCloseTo(0.005, 15);
  });

  it('keeps the digits of tiny rates', () => {
    // (1 + 1e-12)^12 - 1 = 12e-12 + 66e-24: the second term survives.
    expect(convertRate(1e-12, { from: 'periodic', to: 'effective' })).toBeCloseTo(12e-12 + 66e-24, 26);
  });

  it('refuses unknown periods and rates at or below -100 % a period', () => {
    expect(() => convertRate(0.05, { from: 'nominal', to: 'effective', period: 7 as 30 })).toThrow(
      'Invalid period 7',
    );
    expect(() => convertRate(-1, { from: 'periodic', to: 'effective' })).toThrow("for field 'rate'");
  });
});
