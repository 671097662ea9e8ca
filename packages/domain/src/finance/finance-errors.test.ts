import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.ts';
import { FinanceError, financeErrorCodes } from './finance-error.ts';
import { irr } from './irr.ts';
import { npv } from './npv.ts';
import { pmt } from './pmt.ts';
import { xirr } from './xirr.ts';
import { xnpv } from './xnpv.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof FinanceError ? error.code : `not a FinanceError: ${String(error)}`;
  }
  return undefined;
}

describe('finance errors', () => {
  it('are catalogued with status 400 and a message', () => {
    for (const code of financeErrorCodes) {
      expect(errorCatalogue[code].status).toBe(400);
      expect(errorCatalogue[code].message.length).toBeGreaterThan(10);
    }
  });

  it('name what is wrong with the cashflows', () => {
    expect(codeOf(() => irr([]))).toBe('INVALID_CASHFLOWS');
    expect(codeOf(() => irr([0, 0]))).toBe('INVALID_CASHFLOWS');
    expect(codeOf(() => irr([-1, Number.NaN]))).toBe('INVALID_CASHFLOWS');
    expect(codeOf(() => irr([10, 20]))).toBe('ALL_CASHFLOWS_POSITIVE');
    expect(codeOf(() => irr([-10, -20]))).toBe('ALL_CASHFLOWS_NEGATIVE');
    expect(codeOf(() => xirr([-10, 20], ['2024-01-01']))).toBe('INVALID_CASHFLOWS');
    expect(codeOf(() => xirr([-10, 20], ['2024-01-01', 'tomorrow']))).toBe('INVALID_CASHFLOW_DATES');
    expect(codeOf(() => xirr([-10, 20], ['2024-01-01', '2024-01-01']))).toBe('ALL_TRANSACTIONS_SAME_DAY');
  });

  it('say when a closed form has no finite value', () => {
    expect(codeOf(() => pmt(0.01, 0, 1_000))).toBe('NO_ACCEPTABLE_RESULT');
    expect(codeOf(() => npv(-1, [1, 2]))).toBe('NO_ACCEPTABLE_RESULT');
  });

  it('say when no rate zeroes the value instead of answering a wrong one', () => {
    // 1 - 3d + 3d² is positive for every discount factor d: no internal rate of return exists.
    expect(codeOf(() => irr([1, -3, 3]))).toBe('NO_CONVERGENCE');
    expect(codeOf(() => xirr([1, -3, 3], ['2020-01-01', '2021-01-01', '2022-01-01']))).toBe('NO_CONVERGENCE');
  });
});

describe('IRR and XIRR find a true root where plain Newton gives up', () => {
  it('for a loss close to -100 %', () => {
    const rate = irr([-1_000, 10, 10, 10]);
    expect(Math.abs(npv(rate, [-1_000, 10, 10, 10]))).toBeLessThan(1e-6);
    expect(rate).toBeGreaterThan(-1);
  });

  it('for a return of thousands of percent', () => {
    const dates = ['2020-01-01', '2020-02-01'];
    const rate = xirr([-1_000, 1_500], dates);
    expect(Math.abs(xnpv(rate, [-1_000, 1_500], dates))).toBeLessThan(1e-6);
  });

  it('picks the root nearest the guess path when there are two', () => {
    expect(irr([-100, 230, -132])).toBeCloseTo(0.1, 12);
    expect(irr([-100, 230, -132], 0.25)).toBeCloseTo(0.2, 12);
  });

  it('solves 1,000 weekly flows', () => {
    const values = Array.from({ length: 1_000 }, (_, k) => (k === 0 ? -100_000 : 130));
    const dates = values.map((_, k) => new Date(Date.UTC(2020, 0, 1 + 7 * k)));
    const rate = xirr(values, dates);
    expect(Math.abs(xnpv(rate, values, dates))).toBeLessThan(1e-6);
  });
});
