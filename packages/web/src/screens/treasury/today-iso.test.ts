import { describe, expect, it } from 'vitest';
import { todayIso } from './today-iso.ts';

describe('today', () => {
  it("is the day of the user's calendar, as the API writes days", () => {
    expect(todayIso(new Date(2026, 4, 6, 23, 59))).toBe('2026-05-06');
    expect(todayIso(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
