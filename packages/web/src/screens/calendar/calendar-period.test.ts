import { describe, expect, it } from 'vitest';
import { calendarPeriod, isIsoDate, localToday, shiftedAnchor } from './calendar-period.ts';

describe('calendarPeriod', () => {
  it('draws a month as the whole weeks that hold it, from Monday or from Sunday', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const monday = calendarPeriod('month', '2026-11-17', 1);
    expect(monday.first).toBe('2026-10-26');
    expect(monday.last).toBe('2026-12-06');
    expect(monday.days).toHaveLength(42);
    const sunday = calendarPeriod('month', '2026-11-17', 0);
    expect(sunday.first).toBe('2026-11-01');
    expect(sunday.last).toBe('2026-12-05');
    expect(sunday.days).toHaveLength(35);
  });

  it('draws February 2021 in four weeks when it starts on the first day of the week', () => {
    const period = calendarPeriod('month', '2021-02-10', 1);
    expect([period.first, period.last, period.days.length]).toEqual(['2021-02-01', '2021-02-28', 28]);
  });

  it('gives a week its seven days and a day itself', () => {
    expect(calendarPeriod('week', '2026-11-29', 1).days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendarPeriod('week', '2026-11-29', 0).first).toBe('2026-11-29');
    expect(calendarPeriod('day', '2024-02-29', 1).days).toEqual(['2024-02-29']);
  });
});

describe('shiftedAnchor', () => {
  it('moves a month on with the day kept within the month, and a week or a day on', () => {
    expect(shiftedAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftedAnchor('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftedAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
    expect(shiftedAnchor('day', '2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('isIsoDate', () => {
  it('takes a day of the calendar only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('localToday', () => {
  it("reads the browser's own calendar day", () => {
    expect(localToday(new Date(2026, 10, 29, 23, 59))).toBe('2026-11-29');
  });
});
