import { LessorError } from '../../errors/lessor-error.ts';
import { findLocale } from '../locales/resolve-locale.ts';
import { utcDate } from './calendar-date.ts';
import { parseRelativeDate } from './parse-relative-date.ts';

export interface ParseDateOptions {
  /** Needed when the year comes last: US locales put the month first, the others the day. */
  locale?: string;
  /** The instant relative dates count from; now unless told. */
  now?: Date;
}

const iso =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const compactDate = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/;
const separated = /^(\d{1,4})([-/.])(\d{1,2})\2(\d{1,4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a date typed or imported as text (foundation.md §5): ISO 8601, 8 digits YYYYMMDD, 14 digits
 * YYYYMMDDHHmmss, day, month and year split by `-`, `/` or `.` (year first, or year last in the
 * locale's order: month first for US locales), or a named relative date (today, a week ago, first
 * day of quarter, ...). A date without time is UTC midnight; a time without offset is read as UTC.
 * Throws MISSING_LOCALE when the year comes last and no locale is given, INVALID_DATE otherwise.
 * @example parseDateString('15/06/2024', { locale: 'fr-FR' }).toISOString() // '2024-06-15T00:00:00.000Z'
 * @example parseDateString('06-15-2024', { locale: 'en-US' }).toISOString() // '2024-06-15T00:00:00.000Z'
 * @example parseDateString('20240615').toISOString() // '2024-06-15T00:00:00.000Z'
 */
export function parseDateString(text: string, options: ParseDateOptions = {}): Date {
  const date = readDate(text, options);
  if (!date) throw new LessorError('INVALID_DATE', [typeof text === 'string' ? text.slice(0, 100) : '']);
  return date;
}

function readDate(text: unknown, options: ParseDateOptions): Date | null {
  if (typeof text !== 'string' || text.length > 64) return null;
  const value = text.trim();
  const isoMatch = iso.exec(value);
  if (isoMatch) return readIso(isoMatch);
  const compact = compactDate.exec(value);
  if (compact) return fromParts(compact[1], compact[2], compact[3], compact[4], compact[5], compact[6]);
  const parts = separated.exec(value);
  if (parts) return readSeparated(parts, options.locale);
  return /[a-z]/i.test(value) ? parseRelativeDate(value, options) : null;
}

function readIso(match: RegExpExecArray): Date | null {
  const [, year, month, day, hours, minutes, seconds, fraction, offset] = match;
  const date = fromParts(year, month, day, hours, minutes, seconds);
  if (!date) return null;
  const milliseconds = Number((fraction ?? '0').padEnd(3, '0').slice(0, 3));
  return new Date(date.getTime() + milliseconds - offsetMinutes(offset) * 60_000);
}

function readSeparated(match: RegExpExecArray, locale: string | undefined): Date | null {
  const [, first = '', , middle, last = '', hours, minutes, seconds] = match;
  if (first.length === 4 && last.length <= 2) return fromParts(first, middle, last, hours, minutes, seconds);
  if (last.length !== 4 || first.length > 2) return null;
  if (locale === undefined || locale === '') throw new LessorError('MISSING_LOCALE');
  const monthFirst = findLocale(locale)?.dateFormat.startsWith('MM') ?? false;
  return monthFirst
    ? fromParts(last, first, middle, hours, minutes, seconds)
    : fromParts(last, middle, first, hours, minutes, seconds);
}

function fromParts(
  year: string | undefined,
  month: string | undefined,
  day: string | undefined,
  hours?: string,
  minutes?: string,
  seconds?: string,
): Date | null {
  return utcDate(
    Number(year),
    Number(month),
    Number(day),
    Number(hours ?? 0),
    Number(minutes ?? 0),
    Number(seconds ?? 0),
  );
}

function offsetMinutes(offset: string | undefined): number {
  if (!offset || offset.toUpperCase() === 'Z') return 0;
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

/**
 * The date `parseDateString` reads, or null where it would throw (missing locale included).
 * @example tryParseDateString('15/06/2024') // null: the year comes last and no locale is given
 */
export function tryParseDateString(text: unknown, options: ParseDateOptions = {}): Date | null {
  try {
    return readDate(text, options);
  } catch {
    return null;
  }
}

/**
 * Whether a text reads as a date by `parseDateString`; never throws.
 * @example isValidDateString('31/02/2024', { locale: 'fr-FR' }) // false
 */
export function isValidDateString(text: unknown, options: ParseDateOptions = {}): boolean {
  return tryParseDateString(text, options) !== null;
}
