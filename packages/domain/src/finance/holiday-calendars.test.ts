import { describe, expect, it } from 'vitest';
import { nextBusinessDay } from './business-calendar.ts';
import { businessCalendarOf, holidayCalendars } from './holiday-calendars.ts';

const calendar = (code: string) => {
  const found = holidayCalendars.find((each) => each.code === code);
  if (!found) throw new Error(`no calendar ${code}`);
  return found;
};

describe('holiday calendars', () => {
  it("close TARGET on its six days, Easter's moving with it", () => {
    expect(businessCalendarOf(calendar('TARGET'), [2025]).holidays).toEqual([
      '2025-01-01',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-12-25',
      '2025-12-26',
    ]);
    // Easter on 5 April 2026, 31 March 2024, 25 April 2038 (its latest), 22 March 2285 (its earliest).
    const easterMondays = [2026, 2024, 2038, 2285].map(
      (year) => businessCalendarOf(calendar('TARGET'), [year]).holidays[2],
    );
    expect(easterMondays).toEqual(['2026-04-06', '2024-04-01', '2038-04-26', '2285-03-23']);
  });

  it("list France's eleven public holidays in date order, a day falling twice counted once", () => {
    expect(businessCalendarOf(calendar('FR'), [2025]).holidays).toEqual([
      '2025-01-01',
      '2025-04-21',
      '2025-05-01',
      '2025-05-08',
      '2025-05-29',
      '2025-06-09',
      '2025-07-14',
      '2025-08-15',
      '2025-11-01',
      '2025-11-11',
      '2025-12-25',
    ]);
    // Ascension fell on 1 May in 2008.
    const of2008 = businessCalendarOf(calendar('FR'), [2008]).holidays;
    expect(of2008).toHaveLength(10);
    expect(of2008.filter((day) => day === '2008-05-01')).toHaveLength(1);
  });

  it('give the holidays of several years in year order, as the payment plan takes them', () => {
    const target = businessCalendarOf(calendar('TARGET'), [2026, 2025, 2026]);
    expect(target.holidays).toHaveLength(12);
    expect(target.holidays[0]).toBe('2025-01-01');
    expect(target.holidays.at(-1)).toBe('2026-12-26');
    // Christmas 2025 is a Thursday: the next business day is the Monday after Boxing Day's week-end.
    expect(nextBusinessDay('2025-12-25', target)).toBe('2025-12-29');
  });

  it('refuse a year the computus does not hold for', () => {
    for (const year of [1582, 10_000, 2025.5, Number.NaN])
      expect(() => businessCalendarOf(calendar('FR'), [year])).toThrow(/Invalid value/);
  });
});
