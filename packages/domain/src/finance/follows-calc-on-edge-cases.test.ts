import { describe, expect, it } from 'vitest';
import { LessorError } from '../errors/lessor-error.ts';
import { FinanceError } from './finance-error.ts';
import { fv, ipmt, nper, pmt, ppmt, pv, rate, xirr, xnpv } from './index.ts';

// Each expected value is LibreOffice Calc 7.4's answer to the same call (fixtures/calc-reference.json
// holds them too, under the ids named); the comments say why Calc answers that.

describe('a payment type other than 0 or 1', () => {
  // Calc reads the type as "in advance unless it is 0": 2, -1 and 0.5 all pay in advance.
  it('pays in advance, as type 1 does, in every annuity function', () => {
    for (const type of [2, -1, 0.5]) {
      // pmt/type-2: -87.9690977013284, the advance payment of 1,000 over 12 months at 1 %.
      expect(pmt(0.01, 12, 1_000, 0, type)).toBeCloseTo(-87.9690977013284, 10);
      expect(pmt(0.01, 12, 1_000, 0, type)).toBe(pmt(0.01, 12, 1_000, 0, 1));
      expect(pv(0.01, 12, -100, 50, type)).toBeCloseTo(1092.39036355869, 9);
      expect(fv(0.01, 12, -100, -500, type)).toBeCloseTo(1844.34531939888, 9);
      expect(nper(0.01, -100, 1_000, 0, type)).toBeCloseTo(10.4781450851168, 10);
      expect(rate(24, -450, 10_000, 0, type)).toBeCloseTo(0.00681133606017257, 12);
      // Paid in advance, the first payment carries no interest: all of it is principal.
      expect(ipmt(0.01, 1, 12, 1_000, 0, type)).toBe(0);
      expect(ppmt(0.01, 1, 12, 1_000, 0, type)).toBeCloseTo(-87.9690977013284, 10);
      expect(ipmt(0.01, 12, 12, 1_000, 0, type)).toBeCloseTo(-0.870981165359688, 12);
    }
    expect(pmt(0.01, 12, 1_000, 0, 0)).toBeCloseTo(-88.8487886783417, 10);
  });

  it('is refused only when it is no number at all', () => {
    expect(() => pmt(0.01, 12, 1_000, 0, Number.NaN)).toThrow(LessorError);
    expect(() => pv(0.01, 12, -100, 0, Number.POSITIVE_INFINITY)).toThrow(LessorError);
  });
});

describe('XNPV over a single flow', () => {
  // Calc's XNPV asks for two values or more and shows Err:502 for one (xnpv/one, xnpv/one-positive).
  it('is refused as Calc refuses it', () => {
    expect(() => xnpv(0.1, [-100], ['2020-01-01'])).toThrow(FinanceError);
    expect(() => xnpv(0.05, [250], ['2020-01-01'])).toThrow(/XNPV needs two values or more/);
    expect(xnpv(0.1, [-100, 110], ['2020-01-01', '2020-01-01'])).toBe(10);
  });
});

describe('XIRR of flows that change sign several times', () => {
  const halfYears = ['2020-01-01', '2020-07-01', '2021-01-01', '2021-07-01'];
  const flows = [-100, 300, -250, 60];

  // Three roots: -82.78 %, -37.64 % and 228.94 %. From the guess of 10 % Calc's first Newton step
  // lands at -155 %, where a fractional power of a negative number is undefined; Calc then starts
  // again from -99 %, climbs to the lowest root and keeps it, although -37.64 % lies nearer the guess.
  it('keeps the root Calc reaches from its restart at -99 % when the guess leads nowhere', () => {
    expect(xirr(flows, halfYears)).toBeCloseTo(-0.827771234205855, 12);
  });

  // A guess Newton's method can start from picks the root it converges to (xirr/sign-changes-guess-*).
  it('keeps the root Newton reaches from a usable guess', () => {
    expect(xirr(flows, halfYears, -0.5)).toBeCloseTo(-0.376362382648638, 12);
    expect(xirr(flows, halfYears, 3)).toBeCloseTo(2.28938239784951, 12);
  });

  // Roots 25.03 % and 397.08 %: from 200 % Newton reaches 397 %, but from 1000 % its first step
  // lands at -156 %, and the restart from -99 % climbs to 25 %, not to the root nearer the guess.
  it('takes the low root when a far guess overshoots, the high one from a guess near it', () => {
    const years = ['2020-01-01', '2021-01-01', '2022-01-01'];
    expect(xirr([-1_600, 10_000, -10_000], years, 2)).toBeCloseTo(3.97076088744069, 11);
    expect(xirr([-1_600, 10_000, -10_000], years, 10)).toBeCloseTo(0.25025516260203, 12);
  });
});

describe('XIRR near a total loss', () => {
  // -1,000 returning 5 after two years: -92.9 %, which Calc's restart from -99 % reaches.
  it('answers a loss Calc can reach', () => {
    expect(xirr([-1_000, 5], ['2020-01-01', '2022-01-01'])).toBeCloseTo(-0.929032600061966, 12);
    expect(xirr([-1_000, 10, 10, 10], ['2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01'])).toBeCloseTo(
      -0.76550207031155,
      12,
    );
  });

  // -1,000 returning 5 after a year: the root is -99.5 %, beyond Calc's lowest start. From a
  // growth factor r = 1 + start, Newton's next one is 2r - 200 r², zero for the start -99 % and
  // negative (below -100 %) for every other: each run overshoots and never comes back, so Calc
  // shows Err:502 (xirr/total-loss-year); likewise -99.75 % over half a year and -99.999 %.
  it('gives up where every one of Calc’s starts overshoots past -100 %', () => {
    const refused = (values: number[], dates: string[]) => {
      try {
        xirr(values, dates);
      } catch (error) {
        return error instanceof FinanceError ? error.code : String(error);
      }
      return 'answered';
    };
    expect(refused([-1_000, 5], ['2021-01-01', '2022-01-01'])).toBe('NO_CONVERGENCE');
    expect(refused([-1_000, 50], ['2020-01-01', '2020-07-01'])).toBe('NO_CONVERGENCE');
    expect(refused([-1_000, 0.01], ['2021-01-01', '2022-01-01'])).toBe('NO_CONVERGENCE');
  });

  it('refuses a guess at or below -100 %, as Calc does', () => {
    expect(() => xirr([-1_000, 5], ['2020-01-01', '2022-01-01'], -1)).toThrow(LessorError);
  });
});
