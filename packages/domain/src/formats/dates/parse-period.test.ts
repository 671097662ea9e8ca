import { describe, expect, it } from 'vitest';
import { LessorError } from '../../errors/lessor-error.ts';
import { parsePeriod, periodToSeconds } from './parse-period.ts';

describe('parsePeriod', () => {
  it('reads d, m, q, s, y, h, min and sec', () => {
    expect(parsePeriod('3m')).toEqual({ count: 3, unit: 'm' });
    expect(parsePeriod('15 d')).toEqual({ count: 15, unit: 'd' });
    expect(parsePeriod('30min')).toEqual({ count: 30, unit: 'min' });
    expect(parsePeriod('10sec')).toEqual({ count: 10, unit: 'sec' });
    expect(parsePeriod('2q').unit).toBe('q');
    expect(parsePeriod('1s').unit).toBe('s');
    expect(parsePeriod('1y').unit).toBe('y');
    expect(parsePeriod('-1h')).toEqual({ count: -1, unit: 'h' });
  });

  it('fails with INVALID_PERIOD otherwise', () => {
    for (const text of ['3w', 'm', '3 months', '', '3.5d', 'd3']) {
      expect(() => parsePeriod(text), text).toThrow(LessorError);
      expect(() => parsePeriod(text)).toThrow(/Invalid period/);
    }
  });

  it('counts 86400 s a day, 30-day months and 365-day years', () => {
    expect(periodToSeconds(parsePeriod('1d'))).toBe(86_400);
    expect(periodToSeconds(parsePeriod('1m'))).toBe(30 * 86_400);
    expect(periodToSeconds(parsePeriod('1y'))).toBe(365 * 86_400);
    expect(periodToSeconds(parsePeriod('2min'))).toBe(120);
  });
});
