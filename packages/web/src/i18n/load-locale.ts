import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';
import { i18n } from './i18n.ts';
import { closestLocale, isRightToLeft } from './locales.ts';

const storageKey = 'lessor.locale';

/** The locale chosen in this browser, else the user's, else the browser's (foundation.md §9). */
export function preferredLocale(userLocale?: string): string {
  return closestLocale(localStorage.getItem(storageKey) ?? userLocale ?? navigator.language);
}

const userLocaleKey = 'lessor.userLocale';

/** The signed-in user's locale, kept for the application's next start in this browser. */
export function rememberUserLocale(locale: string): void {
  localStorage.setItem(userLocaleKey, locale);
}

/**
 * The locale the application starts in: for a user still signed in, the one they had, so that their
 * translations are the first and only ones loaded rather than the browser's first.
 */
export function startingLocale(signedIn: boolean): string {
  return preferredLocale((signedIn && localStorage.getItem(userLocaleKey)) || undefined);
}

/**
 * Loads a locale's translations from the server and switches to it; the page's language and
 * direction follow. A failed load leaves empty translations, so the English keys show.
 */
export async function loadLocale(locale: string, remember = false): Promise<void> {
  if (remember) localStorage.setItem(storageKey, locale);
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const translations = await apiJson<Record<string, string>>(
      `/api/core/locales/${encodeURIComponent(locale)}`,
    ).catch(() => ({}));
    i18n.addResourceBundle(locale, 'translation', translations, true, true);
  }
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}

/**
 * The tenant's own words over the product's texts (foundation.md §7): what its `string-overrides`
 * script answers for the locale, `{ "Persons": "Clients" }`. Only for a signed-in user; a tenant
 * without overrides, or a user who may not run scripts, gets null. A query, so that the shell asks
 * for it as the application starts, beside its other reads, and applies it once the locale's
 * translations are in.
 */
export const stringOverridesQuery = (locale: string) =>
  queryOptions({
    queryKey: ['string-overrides', locale],
    queryFn: () =>
      apiJson<unknown>(`/api/script/runs/string-overrides?locale=${encodeURIComponent(locale)}`).catch(
        () => null,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Merges a tenant's overrides over the loaded translations of the locale, and draws them. */
export async function applyStringOverrides(locale: string, overrides: unknown): Promise<void> {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) return;
  const texts = Object.entries(overrides).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (texts.length === 0) return;
  i18n.addResourceBundle(locale, 'translation', Object.fromEntries(texts), true, true);
  // Drawn again in the same language, now with the tenant's words.
  await i18n.changeLanguage(locale);
}
