import { intlLocale } from '../formats/locales/intl-locale.ts';
import type { ReferenceListEntry } from './reference-list-entry.ts';

/** A list whose labels are computed for a locale (country names, currency names). */
export type LocalizedList = (locale: string) => readonly ReferenceListEntry[];

/** An entry named for a locale: translated unless it says otherwise. */
type LocalizedEntry = Omit<ReferenceListEntry, 'labelValue' | 'isTranslated'> & { isTranslated?: boolean };

// A locale comes from a query string: keep the answers of a bounded number of them.
const maxCachedLocales = 64;

/**
 * A list computed once per locale: its labels sorted in that locale's alphabetical order.
 * @example localizedList((locale) => [{ value: "DE", label: displayNames("region", locale)("DE") ?? "DE" }])("fr")
 */
export function localizedList(entries: (locale: string) => readonly LocalizedEntry[]): LocalizedList {
  const cache = new Map<string, readonly ReferenceListEntry[]>();
  return (tag) => {
    const locale = intlLocale(tag);
    const cached = cache.get(locale);
    if (cached) return cached;
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    const list = entries(locale)
      .map((entry) => ({ isTranslated: true, ...entry, labelValue: entry.label }))
      .sort((a, b) => collator.compare(a.label, b.label));
    if (cache.size < maxCachedLocales) cache.set(locale, list);
    return list;
  };
}

/**
 * Names Intl knows in the locale (regions, currencies, languages): undefined for a code it does not know.
 * @example displayNames('region', 'fr')('DE') // 'Allemagne'
 */
export function displayNames(
  type: 'region' | 'currency' | 'language',
  locale: string,
): (code: string) => string | undefined {
  const names = new Intl.DisplayNames([locale, 'en'], { type, fallback: 'none' });
  return (code) => {
    const name = names.of(code);
    return name === code ? undefined : name;
  };
}
