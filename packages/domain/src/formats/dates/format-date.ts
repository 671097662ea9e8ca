import { localeInfo } from '../locales/resolve-locale.ts';
import { type CalendarDate, utcCalendarDate } from './calendar-date.ts';
import { calendarDateIn, wallClockIn } from './time-zone-date.ts';

export interface FormatDateOptions {
  /** The zone whose calendar day is shown; date-only values are UTC midnight, so UTC by default. */
  timeZone?: string;
}

/**
 * A date in a locale's format (US MM-DD-YYYY, French DD/MM/YYYY, German DD.MM.YYYY, ...); en-EU when the
 * locale is unknown. Answers '' for an invalid date.
 * @example formatDate(new Date('2024-06-15T00:00:00Z'), 'en-US') // '06-15-2024'
 * @example formatDate(new Date('2024-06-15T00:00:00Z'), 'de-DE') // '15.06.2024'
 */
export function formatDate(date: unknown, locale?: string, options: FormatDateOptions = {}): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const parts: CalendarDate = options.timeZone
    ? calendarDateIn(date, options.timeZone)
    : utcCalendarDate(date);
  return calendarDateText(parts, locale);
}

/**
 * A date and time in a locale's date format and 24-hour hours and minutes, as the wall clocks of a
 * time zone show it (UTC unless told). Answers '' for an invalid date.
 * @example formatDateTime(new Date('2024-06-15T12:30:00Z'), 'fr-FR', { timeZone: 'Europe/Paris' }) // '15/06/2024 14:30'
 */
export function formatDateTime(date: unknown, locale?: string, options: FormatDateOptions = {}): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const clock = wallClockIn(date, options.timeZone ?? 'UTC');
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  return `${calendarDateText(clock, locale)} ${time}`;
}

function calendarDateText(parts: CalendarDate, locale: string | undefined): string {
  return localeInfo(locale)
    .dateFormat.replace('YYYY', String(parts.year).padStart(4, '0'))
    .replace('MM', String(parts.month).padStart(2, '0'))
    .replace('DD', String(parts.day).padStart(2, '0'));
}
