import { businessCalendarOf, holidayCalendars } from '@lessor/domain/finance';

/** Enough for a plan's horizon at a glance; a longer list is a script's loop, not a calendar. */
const maxYears = 10;

/**
 * `calendars(years?)` (docs/scripts.md): the business calendars the finance engine knows, each
 * `{ code, label, weekEndDays, holidays }` with its holidays (`YYYY-MM-DD`) of the years asked,
 * computed from their rules; the current year and the next one (UTC) when none is asked. Each
 * answered calendar is one a payment plan takes as its `calendar`. Reads nothing; a year that is
 * not a whole number from 1583 to 9999, or more than ten years, is refused.
 */
export async function calendars(
  years?: unknown,
): Promise<{ code: string; label: string; weekEndDays: readonly number[]; holidays: string[] }[]> {
  const asked = yearsAsked(years);
  return holidayCalendars.map((calendar) => ({
    code: calendar.code,
    label: calendar.label,
    ...businessCalendarOf(calendar, asked),
  }));
}

function yearsAsked(years: unknown): number[] {
  if (years === undefined || years === null) {
    const current = new Date().getUTCFullYear();
    return [current, current + 1];
  }
  const list = Array.isArray(years) ? years : [years];
  if (list.length > maxYears) throw new Error(`calendars: at most ${maxYears} years`);
  return list.map((value) => {
    // A year from a query string comes as its text.
    const year = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof year !== 'number' || !Number.isInteger(year))
      throw new Error(`calendars: ${JSON.stringify(value)} is no year`);
    return year;
  });
}
