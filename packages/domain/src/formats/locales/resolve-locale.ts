import { defaultLocale, defaultLocaleInfo, type LocaleInfo, locales } from './locales.ts';

const byCode = new Map(locales.map((locale) => [locale.code.toLowerCase(), locale]));
// The first locale listed for a language stands for the bare language (en gives en-EU, fr gives fr-FR).
const byLanguage = new Map<string, LocaleInfo>();
for (const locale of locales) if (!byLanguage.has(locale.language)) byLanguage.set(locale.language, locale);

const found = new Map<string, LocaleInfo | undefined>();

/**
 * The offered locale closest to a tag: same code, else the same language, else undefined.
 * @example findLocale('fr-ca')?.code // 'fr-CA'
 * @example findLocale('de')?.code // 'de-DE'
 */
export function findLocale(tag: unknown): LocaleInfo | undefined {
  if (typeof tag !== 'string' || tag.length > 64) return undefined;
  if (found.has(tag)) return found.get(tag);
  const normalized = tag.trim().replace(/_/g, '-').toLowerCase();
  const locale = byCode.get(normalized) ?? byLanguage.get(normalized.split('-')[0] ?? '');
  // Parsing and formatting ask for the same few tags over and over; a bounded memo keeps that cheap.
  if (found.size < 1000) found.set(tag, locale);
  return locale;
}

/**
 * Locale information for a tag, falling back to the default locale en-EU.
 * @example localeInfo('ar-MA').direction // 'rtl'
 */
export function localeInfo(tag?: unknown): LocaleInfo {
  return findLocale(tag) ?? defaultLocaleInfo;
}

/**
 * The default locale from the browser's preferred languages (navigator.languages), else en-EU.
 * @example defaultLocaleFrom(['xx', 'fr-BE', 'en']) // 'fr-BE'
 */
export function defaultLocaleFrom(preferred: readonly unknown[] | unknown): string {
  const tags = Array.isArray(preferred) ? preferred : [preferred];
  for (const tag of tags) {
    const found = findLocale(tag);
    if (found) return found.code;
  }
  return defaultLocale;
}
