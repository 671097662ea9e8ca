import { useEffect } from 'react';
import { apiFetch } from '../api/api-client.ts';
import { reportMissingKeysTo } from '../i18n/i18n.ts';
import { loadLocale, preferredLocale } from '../i18n/load-locale.ts';
import type { UserConfiguration } from './user-configuration.ts';

/**
 * Switches to the signed-in user's locale (unless one was chosen in this browser), and reports
 * missing translation keys when the user may (an admin, or collectMissingTranslations).
 */
export function useLocaleOfUser(
  userLocale: string | undefined,
  configuration: UserConfiguration | undefined,
  isAdmin: boolean,
): void {
  useEffect(() => {
    if (userLocale) void loadLocale(preferredLocale(userLocale));
  }, [userLocale]);

  const mayReport = isAdmin || configuration?.collectMissingTranslations === true;
  useEffect(() => {
    reportMissingKeysTo(
      mayReport
        ? (locale, keys) =>
            void apiFetch(`/api/core/locales/${encodeURIComponent(locale)}/keys`, {
              method: 'POST',
              body: { keysToAdd: keys },
            }).catch(() => undefined)
        : undefined,
    );
    return () => reportMissingKeysTo(undefined);
  }, [mayReport]);
}
