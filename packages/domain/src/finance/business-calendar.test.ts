import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBusinessDay } from './business-calendar.ts';
import { addMonths, civilFromDays, daysFromCivil, formatDay, weekday } from './civil-date.ts';
import { toDayNumber } from './day-number.ts';

describe('calendar days', () => {
  it('agree with Date on every day from 1600 to 2400', () => {
    fc.assert(
      fc.property(fc.integer({ min: -135_000, max: 157_000 }), (day) => {
        const date = new Date(day * 86_400_000);
        expect(civilFromDays(day)).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
        });
        expect(daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(day);
        expect(weekday(day)).toBe(date.getUTCDay());
        expect(formatDay(day)).toBe(date.toISOString().slice(0, 10));
      }),
    );
  });

  it('add months clamped to the month end, leap years included', () => {
    expect(formatDay(addMonths(toDayNumber('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatDay(addMonths(toDayNumber('2023-01-31'), 1))).toBe('2023-02-28');
    expect(formatDay(addMonths(toDayNumber('2024-02-29'), 12))).toBe('2025-02-28');
    expect(formatDay(addMonths(toDayNumber('2024-03-31'), -1))).toBe('2024-02-29');
  });

  it('read ISO dates and Dates by their UTC day, and refuse impossible ones', () => {
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(toDayNumber(new Date('2024-02-29T23:59:59Z'))).toBe(toDayNumber('2024-02-29'));
    expect(() => toDayNumber('2023-02-29')).toThrow(
      expect.objectContaining({ code: 'INVALID_CASHFLOW_DATES' }),
    );
  });
});

describe('the next business day', () => {
  const calendar = { weekEndDays: [0, 6], holidays: ['2024-12-25', '2024-12-26'] };

  it('is the day itself when it is one', () => {
    expect(nextBusinessDay('2024-12-24', calendar)).toBe('2024-12-24');
  });

  it('skips holidays and week-ends', () => {
    expect(nextBusinessDay('2024-12-25', calendar)).toBe('2024-12-27');
    expect(nextBusinessDay('2024-12-28', calendar)).toBe('2024-12-30');
  });

  it('fails with NO_VALID_CALENDAR_DATE after 1000 tries', () => {
    const holidays = Array.from({ length: 1000 }, (_, k) => formatDay(toDayNumber('2025-01-01') + k));
    expect(() => nextBusinessDay('2025-01-01', { holidays })).toThrow(
      expect.objectContaining({ code: 'NO_VALID_CALENDAR_DATE', status: 400 }),
    );
    expect(nextBusinessDay('2025-01-01', { holidays: holidays.slice(0, 999) })).toBe('2027-09-27');
  });

  it('refuses week-end days that are not days of the week', () => {
    expect(() => nextBusinessDay('2025-01-01', { weekEndDays: [7] })).toThrow("for field 'weekEndDays'");
  });
});
