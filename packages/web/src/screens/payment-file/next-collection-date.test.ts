import { describe, expect, it } from 'vitest';
import { nextCollectionDate } from './next-collection-date.ts';

describe("a direct-debit file's default collection date", () => {
  it('is the next business day after today, over a week-end and a month end', () => {
    expect(nextCollectionDate(new Date(2026, 4, 6, 17, 30))).toBe('2026-05-07');
    expect(nextCollectionDate(new Date(2026, 4, 8, 9))).toBe('2026-05-11');
    expect(nextCollectionDate(new Date(2026, 4, 9, 9))).toBe('2026-05-11');
    expect(nextCollectionDate(new Date(2026, 6, 31, 23, 59))).toBe('2026-08-03');
  });
});
