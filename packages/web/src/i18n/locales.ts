/**
 * The locales Lessor offers (foundation.md §9: about 40, default en-EU). Arabic locales read
 * right to left.
 */
export const locales = [
  'en-EU',
  'en-GB',
  'en-US',
  'en-IE',
  'en-CA',
  'en-AU',
  'fr-FR',
  'fr-BE',
  'fr-CH',
  'fr-CA',
  'fr-LU',
  'fr-MA',
  'fr-TN',
  'de-DE',
  'de-AT',
  'de-CH',
  'nl-NL',
  'nl-BE',
  'it-IT',
  'it-CH',
  'es-ES',
  'es-MX',
  'es-HN',
  'pt-PT',
  'pt-BR',
  'pl-PL',
  'cs-CZ',
  'hu-HU',
  'ro-RO',
  'sv-SE',
  'da-DK',
  'fi-FI',
  'nb-NO',
  'el-GR',
  'tr-TR',
  'ru-RU',
  'ja-JP',
  'zh-CN',
  'ar-MA',
  'ar-TN',
  'ar-DZ',
  'ar-EG',
] as const;

const defaultLocale = 'en-EU';

export function isRightToLeft(locale: string): boolean {
  return /^(ar|he|fa|ur)(-|$)/i.test(locale);
}

/** The supported locale closest to a wanted one: exact, else same language, else the default. */
export function closestLocale(wanted: string | undefined): string {
  if (!wanted) return defaultLocale;
  const exact = locales.find((locale) => locale.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const language = wanted.split('-')[0]?.toLowerCase();
  return locales.find((locale) => locale.split('-')[0] === language) ?? defaultLocale;
}

/** The language name of a locale in its own language, for the language menu. */
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
