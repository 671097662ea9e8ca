import { defaultLocale } from './locales.ts';

/**
 * A locale tag Intl accepts: an ill-formed tag falls back to en-EU instead of throwing.
 * @example intlLocale('fr_FR!') // 'en-EU'
 */
export function intlLocale(tag: unknown): string {
  if (typeof tag !== 'string' || tag === '') return defaultLocale;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? defaultLocale;
  } catch {
    return defaultLocale;
  }
}
