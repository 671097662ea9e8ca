import { defaultLocale } from './locales.ts';

/**
 * A locale tag Intl accepts: an ill-formed tag falls back to en-EU instead of throwing.
 * @example intlLocale('fr_FR!') // 'en-EU'
 */
export function intlLocale(tag: unknown): string {
  if (typeof tag !== 'string' || tag === '') return defaultLocale;
  let canonical = canonicalTags.get(tag);
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(tag)[0] ?? defaultLocale;
    } catch {
      canonical = defaultLocale;
    }
    // Every amount and date of a list asks again: keep the answers, for a bounded number of tags.
    if (canonicalTags.size < 200) canonicalTags.set(tag, canonical);
  }
  return canonical;
}

const canonicalTags = new Map<string, string>();
