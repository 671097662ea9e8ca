/** A date pattern: day, month and four-digit year in some order, one separator. */
export type DateFormat =
  | 'DD/MM/YYYY'
  | 'DD.MM.YYYY'
  | 'DD-MM-YYYY'
  | 'MM-DD-YYYY'
  | 'YYYY-MM-DD'
  | 'YYYY/MM/DD'
  | 'YYYY.MM.DD';

/** 0 Sunday, 1 Monday, 6 Saturday, as `Date.getUTCDay()` counts. */
export type WeekDay = 0 | 1 | 6;

export interface LocaleInfo {
  code: string;
  language: string;
  dateFormat: DateFormat;
  firstDayOfWeek: WeekDay;
  direction: 'ltr' | 'rtl';
}

type Row = readonly [code: string, dateFormat: DateFormat, firstDayOfWeek: WeekDay];

// Week starts follow CLDR, except that every French and Belgian locale starts on Monday (foundation.md §9).
const defaultRow: Row = ['en-EU', 'DD/MM/YYYY', 1];
const rows: readonly Row[] = [
  defaultRow,
  ['en-GB', 'DD/MM/YYYY', 1],
  ['en-IE', 'DD/MM/YYYY', 1],
  ['en-AU', 'DD/MM/YYYY', 1],
  ['en-CA', 'YYYY-MM-DD', 0],
  ['en-US', 'MM-DD-YYYY', 0],
  ['fr-FR', 'DD/MM/YYYY', 1],
  ['fr-BE', 'DD/MM/YYYY', 1],
  ['fr-CH', 'DD.MM.YYYY', 1],
  ['fr-LU', 'DD/MM/YYYY', 1],
  ['fr-CA', 'YYYY-MM-DD', 1],
  ['fr-MA', 'DD/MM/YYYY', 1],
  ['fr-TN', 'DD/MM/YYYY', 1],
  ['fr-SN', 'DD/MM/YYYY', 1],
  ['fr-CM', 'DD/MM/YYYY', 1],
  ['fr-MG', 'DD/MM/YYYY', 1],
  ['de-DE', 'DD.MM.YYYY', 1],
  ['de-AT', 'DD.MM.YYYY', 1],
  ['de-CH', 'DD.MM.YYYY', 1],
  ['es-ES', 'DD/MM/YYYY', 1],
  ['es-MX', 'DD/MM/YYYY', 0],
  ['es-HN', 'DD/MM/YYYY', 0],
  ['es-US', 'MM-DD-YYYY', 0],
  ['it-IT', 'DD/MM/YYYY', 1],
  ['it-CH', 'DD.MM.YYYY', 1],
  ['nl-NL', 'DD-MM-YYYY', 1],
  ['nl-BE', 'DD/MM/YYYY', 1],
  ['pt-PT', 'DD/MM/YYYY', 0],
  ['pt-BR', 'DD/MM/YYYY', 0],
  ['pt-MZ', 'DD/MM/YYYY', 0],
  ['ar-MA', 'DD/MM/YYYY', 1],
  ['ar-TN', 'DD/MM/YYYY', 1],
  ['ar-DZ', 'DD/MM/YYYY', 6],
  ['ar-EG', 'DD/MM/YYYY', 6],
  ['ar-SA', 'DD/MM/YYYY', 0],
  ['ar-AE', 'DD/MM/YYYY', 1],
  ['ru-RU', 'DD.MM.YYYY', 1],
  ['pl-PL', 'DD.MM.YYYY', 1],
  ['ro-RO', 'DD.MM.YYYY', 1],
  ['hu-HU', 'YYYY.MM.DD', 1],
  ['tr-TR', 'DD.MM.YYYY', 1],
  ['zh-CN', 'YYYY/MM/DD', 1],
  ['ja-JP', 'YYYY/MM/DD', 0],
];

/**
 * The locales the product offers (foundation.md §9): date format, first day of week, direction.
 * @example locales.find((locale) => locale.code === 'en-US')?.dateFormat // 'MM-DD-YYYY'
 */
export const locales: readonly LocaleInfo[] = rows.map(toLocaleInfo);

/** The default locale: comma thousands, dot decimal, 2 decimals, euro (foundation.md §9). */
export const defaultLocaleInfo: LocaleInfo = toLocaleInfo(defaultRow);
export const defaultLocale = defaultLocaleInfo.code;

function toLocaleInfo([code, dateFormat, firstDayOfWeek]: Row): LocaleInfo {
  const language = code.slice(0, 2);
  return { code, language, dateFormat, firstDayOfWeek, direction: language === 'ar' ? 'rtl' : 'ltr' };
}
