/**
 * Calendar dates as whole days since 1970-01-01 (UTC), the finance engine's unit of time:
 * integer arithmetic is exact and much faster than `Date` objects over long schedules.
 * Algorithms from Howard Hinnant's "chrono-compatible low-level date algorithms".
 */

/** Days since 1970-01-01 of a proleptic Gregorian date (`month` 1 to 12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The year, month (1 to 12) and day of a day number. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Day of the week of a day number, 0 for Sunday to 6 for Saturday, as `Date.getUTCDay()`. */
export function weekday(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The same day `months` after a civil date, clamped to the month's end, as a day number. */
export function monthsAfter(date: { year: number; month: number; day: number }, months: number): number {
  const monthIndex = date.year * 12 + date.month - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return daysFromCivil(year, month, Math.min(date.day, daysInMonth(year, month)));
}

/** The same day `months` later, clamped to the month's end (31 January + 1 month = 28 or 29 February). */
export function addMonths(days: number, months: number): number {
  return monthsAfter(civilFromDays(days), months);
}

/** ISO 8601 date, `YYYY-MM-DD`, of a day number. */
export function formatDay(days: number): string {
  const { year, month, day } = civilFromDays(days);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}
