import { describe, expect, it } from 'vitest';
import { LessorError } from '../errors/lessor-error.ts';
import { type CalcCase, type CaseArgument, readCalcReference } from './fixtures/read-calc-reference.ts';
import { effect, fv, ipmt, irr, nominal, nper, npv, pmt, ppmt, pv, rate, xirr, xnpv } from './index.ts';

const { generator, cases } = readCalcReference();

function num(args: readonly CaseArgument[], index: number): number | undefined {
  const value = args[index];
  if (value === undefined || typeof value === 'number') return value;
  throw new Error(`Argument ${index} should be a number`);
}

function required(args: readonly CaseArgument[], index: number): number {
  const value = num(args, index);
  if (value === undefined) throw new Error(`Argument ${index} is missing`);
  return value;
}

function numbers(args: readonly CaseArgument[], index: number): number[] {
  const value = args[index];
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value;
  throw new Error(`Argument ${index} should be a range of numbers`);
}

function dates(args: readonly CaseArgument[], index: number): string[] {
  const value = args[index];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new Error(`Argument ${index} should be a range of dates`);
}

/** Calls our function the way the sheet called Calc's, omitted arguments left to the defaults. */
const call: Record<string, (args: readonly CaseArgument[]) => number> = {
  pmt: (a) => pmt(required(a, 0), required(a, 1), required(a, 2), num(a, 3), num(a, 4)),
  fv: (a) => fv(required(a, 0), required(a, 1), required(a, 2), num(a, 3), num(a, 4)),
  pv: (a) => pv(required(a, 0), required(a, 1), required(a, 2), num(a, 3), num(a, 4)),
  ipmt: (a) => ipmt(required(a, 0), required(a, 1), required(a, 2), required(a, 3), num(a, 4), num(a, 5)),
  ppmt: (a) => ppmt(required(a, 0), required(a, 1), required(a, 2), required(a, 3), num(a, 4), num(a, 5)),
  nper: (a) => nper(required(a, 0), required(a, 1), required(a, 2), num(a, 3), num(a, 4)),
  rate: (a) => rate(required(a, 0), required(a, 1), required(a, 2), num(a, 3), num(a, 4), num(a, 5)),
  npv: (a) => npv(required(a, 0), numbers(a, 1)),
  irr: (a) => irr(numbers(a, 0), num(a, 1)),
  xnpv: (a) => xnpv(required(a, 0), numbers(a, 1), dates(a, 2)),
  xirr: (a) => xirr(numbers(a, 0), dates(a, 1), num(a, 2)),
  effect: (a) => effect(required(a, 0), required(a, 1)),
  nominal: (a) => nominal(required(a, 0), required(a, 1)),
};

/**
 * What an iterative function's root leaves over, discounted to the start so that it stays well
 * conditioned, and the size of the terms it sums (the scale of its rounding noise).
 */
const remainder: Record<string, (args: readonly CaseArgument[], x: number) => number> = {
  irr: (a, x) => npv(x, numbers(a, 0)) * (1 + x),
  xirr: (a, x) => xnpv(x, numbers(a, 0), dates(a, 1)),
  rate: (a, x) => {
    const [periods, payment, present] = [required(a, 0), required(a, 1), required(a, 2)];
    const logGrowth = Math.log1p(x);
    // Through expm1, exact near a zero rate where 1 - (1 + x)^-n cancels.
    const annuity = x === 0 ? periods : -Math.expm1(-periods * logGrowth) / x;
    // Calc pays in advance for any type but 0.
    const timing = (num(a, 4) ?? 0) === 0 ? 1 : 1 + x;
    return present + payment * timing * annuity + (num(a, 3) ?? 0) * Math.exp(-periods * logGrowth);
  },
};
const termSize: Record<string, (args: readonly CaseArgument[]) => number> = {
  irr: (a) => numbers(a, 0).reduce((sum, value) => sum + Math.abs(value), 0),
  xirr: (a) => numbers(a, 0).reduce((sum, value) => sum + Math.abs(value), 0),
  rate: (a) =>
    Math.abs(required(a, 0) * required(a, 1)) + Math.abs(required(a, 2)) + Math.abs(num(a, 3) ?? 0),
};

/** Positions of the rate, the number of periods and the amounts of each annuity function. */
const annuityShape: Record<string, { rate: number; periods: number; amounts: readonly number[] }> = {
  pmt: { rate: 0, periods: 1, amounts: [2, 3] },
  fv: { rate: 0, periods: 1, amounts: [2, 3] },
  pv: { rate: 0, periods: 1, amounts: [2, 3] },
  ipmt: { rate: 0, periods: 2, amounts: [3, 4] },
  ppmt: { rate: 0, periods: 2, amounts: [3, 4] },
};

/**
 * The size of the terms a closed form adds up: where they cancel, the result is near zero
 * relative to them and only good to a few units of rounding of that size, in Calc as anywhere.
 */
function termsOf(sheetCase: CalcCase, expected: number): number {
  const { fn, args } = sheetCase;
  const shape = annuityShape[fn];
  if (shape) {
    const amount = Math.max(1, ...shape.amounts.map((position) => Math.abs(num(args, position) ?? 0)));
    const growth = (1 + Math.abs(required(args, shape.rate))) ** Math.abs(required(args, shape.periods));
    return amount * Math.max(1, growth);
  }
  const absolute = (values: number[]) => values.map(Math.abs);
  if (fn === 'npv') return npv(required(args, 0), absolute(numbers(args, 1)));
  if (fn === 'xnpv') return xnpv(required(args, 0), absolute(numbers(args, 1)), dates(args, 2));
  return Math.max(1, Math.abs(expected));
}

function expectClose(actual: number, expected: number, allowed: number): void {
  expect(Math.abs(actual - expected), `${actual} against ${expected}`).toBeLessThanOrEqual(allowed);
}

const iterative = new Set(['irr', 'xirr', 'rate']);
// XIRR follows Calc's search step for step, so it gives up exactly where Calc does.
const givesUpLikeCalc = new Set(['xirr']);

describe(`the spreadsheet functions agree with ${generator}`, () => {
  it('covers every function with hundreds of cases', () => {
    expect(cases.length).toBeGreaterThan(500);
    expect(new Set(cases.map((sheetCase) => sheetCase.fn))).toEqual(new Set(Object.keys(call)));
  });

  const closedForms = cases.filter((sheetCase) => !iterative.has(sheetCase.fn));
  it.each(closedForms)('$id ($note): to 1e-10 like Calc', (sheetCase) => {
    const run = () => call[sheetCase.fn]?.(sheetCase.args) ?? Number.NaN;
    if (sheetCase.expected === undefined) {
      expect(run).toThrow(LessorError);
      return;
    }
    // 1e-10 relative, or, for a result near zero beside its terms, a few roundings of their size.
    const allowed = 1e-10 * Math.abs(sheetCase.expected) + 1e-14 * termsOf(sheetCase, sheetCase.expected);
    expectClose(run(), sheetCase.expected, allowed);
  });

  const iterativeCases = cases.filter((sheetCase) => iterative.has(sheetCase.fn));
  it.each(iterativeCases)('$id ($note): to 1e-8 like Calc, at a root as good as Calc’s', (sheetCase) => {
    const left = remainder[sheetCase.fn];
    const size = termSize[sheetCase.fn];
    if (!left || !size) throw new Error(`No remainder for ${sheetCase.fn}`);
    if (givesUpLikeCalc.has(sheetCase.fn) && sheetCase.expected === undefined) {
      expect(() => call[sheetCase.fn]?.(sheetCase.args)).toThrow(LessorError);
      return;
    }
    let actual: number;
    try {
      actual = call[sheetCase.fn]?.(sheetCase.args) ?? Number.NaN;
    } catch (error) {
      // Giving up is right only where Calc gave up too.
      expect(
        sheetCase.expected === undefined || sheetCase.expected <= -1,
        `Calc answered ${sheetCase.expected}`,
      ).toBe(true);
      expect(error).toBeInstanceOf(LessorError);
      return;
    }
    // Where Calc gave up but another starting point finds a root, it must be a true one.
    const noise = 1e-12 * size(sheetCase.args);
    expect(actual).toBeGreaterThan(-1);
    expect(Math.abs(left(sheetCase.args, actual))).toBeLessThanOrEqual(1e-9 * size(sheetCase.args));
    // Calc's RATE sometimes settles on -100 %, where nothing is defined: no answer to match.
    if (sheetCase.expected === undefined || sheetCase.expected <= -1) return;
    // 1e-8 relative, absolute for rates under 1 %.
    expectClose(actual, sheetCase.expected, 1e-8 * Math.max(Math.abs(sheetCase.expected), 0.01));
    const calcRemainder = Math.abs(left(sheetCase.args, sheetCase.expected));
    expect(Math.abs(left(sheetCase.args, actual))).toBeLessThanOrEqual(calcRemainder + noise);
  });
});
