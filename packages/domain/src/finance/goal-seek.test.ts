import { describe, expect, it } from 'vitest';
import { goalSeek } from './goal-seek.ts';
import { pmt } from './pmt.ts';

describe('goal seek', () => {
  it('finds where a function reaches the target, from a guess on either side', () => {
    expect(goalSeek((x) => x * x, 2, { guess: 1, lower: 0 })).toBeCloseTo(Math.SQRT2, 11);
    expect(goalSeek((x) => x ** 3, -27, { guess: 10 })).toBeCloseTo(-3, 11);
    expect(goalSeek(Math.exp, 1)).toBeCloseTo(0, 12);
  });

  it('solves a loan for its rate like a spreadsheet goal seek', () => {
    const monthly = goalSeek((r) => -pmt(r, 360, 200_000), 1_200, { guess: 0.005, lower: 0 });
    expect(-pmt(monthly, 360, 200_000)).toBeCloseTo(1_200, 8);
  });

  it('stays within its bounds', () => {
    const seen: number[] = [];
    goalSeek(
      (x) => {
        seen.push(x);
        return Math.log(x);
      },
      -3,
      { guess: 1, lower: 1e-9, upper: 5 },
    );
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1e-9);
    expect(Math.max(...seen)).toBeLessThanOrEqual(5);
  });

  it('gives up with NO_CONVERGENCE when the target is out of reach', () => {
    expect(() => goalSeek((x) => x * x, -1)).toThrow(expect.objectContaining({ code: 'NO_CONVERGENCE' }));
  });

  it('refuses a jump across the target with NO_ACCEPTABLE_RESULT', () => {
    expect(() => goalSeek((x) => 1 / x, 0, { guess: 0.5 })).toThrow(
      expect.objectContaining({ code: 'NO_ACCEPTABLE_RESULT' }),
    );
  });
});
